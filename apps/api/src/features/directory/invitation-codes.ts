import { randomInt } from 'node:crypto';
import { CODE_ALPHABET, CODE_LENGTH } from '@cc/contracts/invitation';
import type { Executor } from '../../platform/db/client';
import { invitationCodes } from './tables';

/** 32^8 ≈ 10^12 codes: guessing one of a community's pending codes takes far more tries than the redeem limit allows. */
export const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');

export type NewCodeRow = Omit<typeof invitationCodes.$inferInsert, 'code'>;

const CHUNK = 1000;

/**
 * Inserts one code per row. A clash with any existing code (in any community) is simply drawn
 * again; at this alphabet's size a second draw is already vanishingly rare.
 */
export async function insertCodes(tx: Executor, rows: NewCodeRow[]) {
  const saved: (typeof invitationCodes.$inferSelect)[] = [];
  let pending = rows;
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt === 5) throw new Error('Could not draw unique invitation codes');
    const retry: NewCodeRow[] = [];
    for (let i = 0; i < pending.length; i += CHUNK) {
      const chunk = pending.slice(i, i + CHUNK).map((r) => ({ ...r, code: newCode() }));
      const done = await tx.insert(invitationCodes).values(chunk).onConflictDoNothing().returning();
      const got = new Set(done.map((d) => d.code));
      saved.push(...done);
      retry.push(...chunk.filter((c) => !got.has(c.code)));
    }
    pending = retry;
  }
  return saved;
}
