import { normalizePhone } from '@cc/contracts/session';
import type { SignInIdentityType } from '@cc/contracts/user-identity';
import { and, eq } from 'drizzle-orm';
import { userIdentities, users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { UserRow } from './profile';

export interface IdentityItem {
  identityType: SignInIdentityType;
  userIdentity: string;
  primary: boolean;
}

/** How an identity is compared: e-mails in lower case, phone numbers as digits and a leading +. */
export const normalIdentity = (type: SignInIdentityType, value: string) =>
  type === 'EMAIL'
    ? value.trim().toLowerCase()
    : type === 'PHONE'
      ? normalizePhone(value.trim())
      : value.trim();

/** The user's linked identities (not the account's own e-mail). */
export const linkedIdentities = (db: Executor, userId: string) =>
  db
    .select({ provider: userIdentities.provider, subject: userIdentities.subject })
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId));

/**
 * The ways the user can sign in: the account e-mail and the extra e-mails and phones work with
 * the password (so only when there is one), a social identity on its own.
 */
export function signInWays(
  user: Pick<UserRow, 'email' | 'passwordHash'>,
  linked: { provider: string; subject: string }[],
) {
  const ways: IdentityItem[] = user.passwordHash
    ? [{ identityType: 'EMAIL', userIdentity: user.email, primary: true }]
    : [];
  for (const l of linked) {
    const withPassword = l.provider === 'EMAIL' || l.provider === 'PHONE';
    if (!withPassword || user.passwordHash)
      ways.push({ identityType: l.provider as SignInIdentityType, userIdentity: l.subject, primary: false });
  }
  return ways;
}

/** Whether the identity is one of this user's own: one lookup on the user's rows, whatever the answer. */
export async function isOwnIdentity(db: Executor, userId: string, type: SignInIdentityType, value: string) {
  const subject = normalIdentity(type, value);
  const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const linked = await linkedIdentities(db, userId);
  const mine = linked.some((l) => l.provider === type && l.subject === subject);
  return mine || (type === 'EMAIL' && user?.email === subject);
}

/** The row of one of the user's sign-in ways. */
export const identityOf = (userId: string, type: SignInIdentityType, subject: string) =>
  and(
    eq(userIdentities.userId, userId),
    eq(userIdentities.provider, type),
    eq(userIdentities.subject, subject),
  );

/** Whether any account signs in with the identity (asked only after its owner proved it with a code). */
export async function identityTaken(db: Executor, type: 'EMAIL' | 'PHONE', subject: string) {
  const [row] = await db
    .select({ userId: userIdentities.userId })
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, type), eq(userIdentities.subject, subject)));
  if (row) return true;
  if (type !== 'EMAIL') return false;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, subject));
  return Boolean(user);
}
