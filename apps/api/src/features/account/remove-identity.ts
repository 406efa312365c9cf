import type { SignInIdentityType } from '@cc/contracts/user-identity';
import { eq } from 'drizzle-orm';
import { userIdentities, users } from '../../platform/auth/tables';
import type { AppServices } from '../../platform/services';
import { identityOf, linkedIdentities, normalIdentity, signInWays } from './identities';
import { badRequest, notFound } from './refusals';

/**
 * Removes one of the user's sign-in ways, never the account e-mail (it is the userID; the
 * profile changes it) and never the last way in: the user row is locked first, so two removals
 * at once cannot each leave the other's as the last one and then take it.
 */
export async function removeIdentity(
  s: AppServices,
  userId: string,
  type: SignInIdentityType,
  value: string,
) {
  const subject = normalIdentity(type, value);
  await s.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound('USER_NOT_FOUND');
    if (type === 'EMAIL' && subject === user.email) throw badRequest('PRIMARY_IDENTITY');
    const linked = await linkedIdentities(tx, userId);
    const target = linked.find((l) => l.provider === type && l.subject === subject);
    if (!target) throw notFound('IDENTITY_NOT_FOUND');
    if (
      signInWays(
        user,
        linked.filter((l) => l !== target),
      ).length === 0
    )
      throw badRequest('LAST_IDENTITY');
    await tx.delete(userIdentities).where(identityOf(userId, type, subject));
  });
  return { isSuccess: true as const };
}
