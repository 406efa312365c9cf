import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { phoneVerifications } from './tables';

/* A user's own verification codes: keyed by the user, not a community. */

const v = phoneVerifications;

export async function insertVerification(
  db: Executor,
  row: { id: string; userId: string; phoneNumber: string; codeHash: string; expiresAt: Date },
) {
  const [created] = await db.insert(v).values(row).returning();
  return created!;
}

/**
 * The one statement a confirm is decided by: the row is confirmed only while unconfirmed,
 * unexpired, under its tries and with the right code, so of simultaneous confirms one wins.
 */
export async function confirmVerification(
  db: Executor,
  id: string,
  userId: string,
  codeHash: string,
  tries: number,
) {
  const [row] = await db
    .update(v)
    .set({ confirmedAt: sql`now()` })
    .where(
      and(
        eq(v.id, id),
        eq(v.userId, userId),
        eq(v.codeHash, codeHash),
        isNull(v.confirmedAt),
        gt(v.expiresAt, sql`now()`),
        lt(v.tries, tries),
      ),
    )
    .returning();
  return row;
}

/** A wrong code counts a try (while any are left); answers the row as it is now. */
export async function countWrongTry(db: Executor, id: string, userId: string) {
  await db
    .update(v)
    .set({ tries: sql`${v.tries} + 1` })
    .where(and(eq(v.id, id), eq(v.userId, userId), isNull(v.confirmedAt)));
  const [row] = await db
    .select()
    .from(v)
    .where(and(eq(v.id, id), eq(v.userId, userId)));
  return row;
}
