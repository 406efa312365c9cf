import { eq } from 'drizzle-orm';
import { assertAcceptablePassword, hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { revokeUserSessions } from '../../platform/auth/sessions';
import { users } from '../../platform/auth/tables';
import type { AppServices } from '../../platform/services';
import { announceAccessChange } from '../../platform/tenancy/access-change';
import { findUser } from './profile';
import { badRequest } from './refusals';

/**
 * A new password, proven by the current one, ends every other sign-in made with the old one
 * (a thief's session among them); the session that changed it goes on.
 */
export async function changePassword(
  s: AppServices,
  who: { id: string; sessionId: string },
  currentPassword: string,
  newPassword: string,
) {
  const user = await findUser(s.db, who.id);
  if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badRequest('WRONG_PASSWORD');
  assertAcceptablePassword(newPassword, user.email);
  const passwordHash = await hashPassword(newPassword);
  const endedSessions = await s.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    return revokeUserSessions(tx, user.id, 'password changed', who.sessionId);
  });
  // Committed: the ended sessions' access tokens stop at once, on every instance.
  await announceAccessChange(s.db, { userId: user.id });
  return { isSuccess: true as const, data: { endedSessions } };
}
