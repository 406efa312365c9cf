import { and, eq, gt, isNull } from 'drizzle-orm';
import { hashSecret, newSecret } from '../../../platform/auth/secrets';
import { oneTimeTokens } from '../../../platform/auth/tables';
import type { AppServices } from '../../../platform/services';
import { findUser } from '../profile';
import { badRequest } from '../refusals';

/** Long enough for the console to load and trade it, short enough that a copy is useless. */
const CODE_SECONDS = 60;

/**
 * The code the callback hands the console instead of tokens: tokens never travel in a URL. Only
 * its hash is kept; it is spent once, by a conditional update, within a minute.
 */
export async function issueSignInCode(s: AppServices, userId: string) {
  const code = newSecret();
  await s.db.insert(oneTimeTokens).values({
    tokenHash: hashSecret(code),
    purpose: 'SOCIAL_SIGN_IN',
    userId,
    expiresAt: new Date(Date.now() + CODE_SECONDS * 1000),
  });
  return code;
}

/** The account of an unspent, unexpired code; anything else answers as invalid_grant. */
export async function redeemSignInCode(s: AppServices, code: string) {
  const [claimed] = await s.db
    .update(oneTimeTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, hashSecret(code)),
        eq(oneTimeTokens.purpose, 'SOCIAL_SIGN_IN'),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: oneTimeTokens.userId });
  if (!claimed) throw badRequest('SOCIAL_CODE_INVALID');
  const user = await findUser(s.db, claimed.userId);
  // Disabled between the callback and the trade: still no session.
  if (user.disabledAt) throw badRequest('ACCOUNT_DISABLED');
  return user;
}
