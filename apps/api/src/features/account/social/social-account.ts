import { SOCIAL_IDENTITY_TYPE, type SocialProvider } from '@cc/contracts/social-providers';
import { and, eq } from 'drizzle-orm';
import { userIdentities, users } from '../../../platform/auth/tables';
import type { Executor } from '../../../platform/db/client';
import type { UserRow } from '../profile';

/** What the provider's validated ID token says about the person. */
export interface ProviderClaims {
  sub: string;
  email?: unknown;
  email_verified?: unknown;
}

export type SocialOutcome =
  | { user: UserRow; linked: boolean }
  | { refused: 'NOT_LINKED' | 'ACCOUNT_DISABLED' };

/** Some providers (Apple) send the flag as the string "true". */
const verifiedEmail = (c: ProviderClaims) =>
  typeof c.email === 'string' && (c.email_verified === true || c.email_verified === 'true')
    ? c.email.trim().toLowerCase()
    : null;

async function linkedUser(db: Executor, provider: SocialProvider, subject: string) {
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(eq(userIdentities.provider, SOCIAL_IDENTITY_TYPE[provider]), eq(userIdentities.subject, subject)),
    );
  return row?.user;
}

/** The account whose own e-mail, or a verified extra e-mail, is this one. */
async function userByEmail(db: Executor, email: string) {
  const [own] = await db.select().from(users).where(eq(users.email, email));
  if (own) return own;
  const [extra] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(and(eq(userIdentities.provider, 'EMAIL'), eq(userIdentities.subject, email)));
  return extra?.user;
}

/**
 * The account a provider's identity signs in to. The rule:
 * - an identity (provider + subject) already linked signs in to its account;
 * - an unknown identity is linked, on this first sign-in, to the account whose e-mail it carries,
 *   only when the provider says it verified that e-mail: the provider then vouches that the
 *   person holds the mailbox, which is what a password reset would prove anyway;
 * - otherwise nothing is linked and nobody signs in (no account is created either).
 * A disabled account signs in no more, whichever way.
 */
export async function accountForIdentity(
  db: Executor,
  provider: SocialProvider,
  claims: ProviderClaims,
): Promise<SocialOutcome> {
  let user = await linkedUser(db, provider, claims.sub);
  let linked = false;
  if (!user) {
    const email = verifiedEmail(claims);
    const owner = email ? await userByEmail(db, email) : undefined;
    if (!owner) return { refused: 'NOT_LINKED' };
    if (owner.disabledAt) return { refused: 'ACCOUNT_DISABLED' };
    // Two callbacks at once link it once; the key (provider, subject) keeps the first.
    await db
      .insert(userIdentities)
      .values({ provider: SOCIAL_IDENTITY_TYPE[provider], subject: claims.sub, userId: owner.id })
      .onConflictDoNothing();
    user = await linkedUser(db, provider, claims.sub);
    if (!user) return { refused: 'NOT_LINKED' };
    linked = true;
  }
  if (user.disabledAt) return { refused: 'ACCOUNT_DISABLED' };
  return { user, linked };
}
