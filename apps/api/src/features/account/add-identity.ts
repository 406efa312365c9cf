import { and, eq, isNull } from 'drizzle-orm';
import { userIdentities } from '../../platform/auth/tables';
import type { AppServices } from '../../platform/services';
import { identityTaken } from './identities';
import { badRequest, conflict } from './refusals';
import { codeHash } from './send-identity-code';
import { identityVerifications } from './tables';

/**
 * Adds the e-mail or phone a code was sent to, once the code comes back. Wrong codes are
 * counted per user (a six-digit code cannot be guessed within the limit), a code expires,
 * and the row is spent by a conditional update, so two requests with one code add it once.
 */
export async function addIdentity(s: AppServices, userId: string, verificationId: string, code: string) {
  await s.limits.identityCode.check(userId);
  const [found] = await s.db
    .select()
    .from(identityVerifications)
    .where(and(eq(identityVerifications.id, verificationId), eq(identityVerifications.userId, userId)));
  if (!found || found.usedAt || found.codeHash !== codeHash(verificationId, code)) {
    await s.limits.identityCode.hit(userId);
    throw badRequest('INVALID_CODE');
  }
  if (found.expiresAt.getTime() < Date.now()) throw badRequest('CODE_EXPIRED');
  const item = await s.db.transaction(async (tx) => {
    const spent = await tx
      .update(identityVerifications)
      .set({ usedAt: new Date() })
      .where(and(eq(identityVerifications.id, verificationId), isNull(identityVerifications.usedAt)))
      .returning({ id: identityVerifications.id });
    if (!spent.length) throw badRequest('INVALID_CODE');
    // Told only to whoever holds the mailbox or phone: the code proved it is theirs.
    if (await identityTaken(tx, found.identityType, found.identity)) throw conflict('IDENTITY_IN_USE');
    await tx.insert(userIdentities).values({ provider: found.identityType, subject: found.identity, userId });
    return { identityType: found.identityType, userIdentity: found.identity, primary: false };
  });
  await s.limits.identityCode.reset(userId);
  return { isSuccess: true as const, data: item };
}
