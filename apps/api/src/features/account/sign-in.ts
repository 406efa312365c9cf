import { normalizePhone, type TokenResponse } from '@cc/contracts/session';
import { and, eq, isNull } from 'drizzle-orm';
import { verifyPassword } from '../../platform/auth/passwords';
import { hashSecret, newSecret } from '../../platform/auth/secrets';
import { revokeSession } from '../../platform/auth/sessions';
import { authSessions, refreshTokens, userIdentities, users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { AppServices } from '../../platform/services';
import { announceAccessChange } from '../../platform/tenancy/access-change';
import { findUser, type UserRow } from './profile';
import { badRequest } from './refusals';

/** OAuth fixes the code (RFC 6749 5.2): each wording answers as invalid_grant (see refusals). */
const invalidGrant = badRequest;

/**
 * `facebook:<id>`, `apple:<id>`, `google:<id>` and `phone:<number>` name a linked identity; anything else is an
 * e-mail: the account's own, or a verified extra one.
 */
async function findByUsername(db: Executor, username: string): Promise<UserRow | undefined> {
  const linked = /^(facebook|apple|google|phone):(.+)$/i.exec(username);
  const [provider, subject] = linked
    ? [linked[1]!.toUpperCase() as 'FACEBOOK' | 'APPLE' | 'GOOGLE' | 'PHONE', linked[2]!]
    : (['EMAIL', username.toLowerCase()] as const);
  if (!linked) {
    const [user] = await db.select().from(users).where(eq(users.email, subject));
    if (user) return user;
  }
  const [row] = await db
    .select({ user: users })
    .from(userIdentities)
    .innerJoin(users, eq(users.id, userIdentities.userId))
    .where(
      and(
        eq(userIdentities.provider, provider),
        eq(userIdentities.subject, provider === 'PHONE' ? normalizePhone(subject) : subject),
      ),
    );
  return row?.user;
}

/** The same answer, after the same work, for an unknown user and a wrong password. */
export async function authenticatePassword(s: AppServices, username: string, password: string) {
  const user = await findByUsername(s.db, username);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !ok) throw invalidGrant('WRONG_CREDENTIALS');
  // Said only to someone who knows the password: a stranger learns nothing from it.
  if (user.disabledAt) throw invalidGrant('ACCOUNT_DISABLED');
  return user;
}

async function newRefreshToken(db: Executor, sessionId: string, ttlSeconds: number) {
  const token = newSecret();
  await db.insert(refreshTokens).values({
    tokenHash: hashSecret(token),
    sessionId,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

async function tokenResponse(s: AppServices, user: UserRow, sessionId: string, refresh: string) {
  return {
    access_token: await s.jwt.signAccess({ sub: user.id, sid: sessionId, email: user.email }),
    id_token: await s.jwt.signId({ ...user, imageUrl: s.files.url({ userId: user.id }, user.imageUrl) }),
    refresh_token: refresh,
    token_type: 'Bearer',
    expires_in: s.config.ACCESS_TOKEN_TTL,
  } satisfies TokenResponse;
}

/** Starts a sign-in session for the user and answers its first tokens. */
export async function startSession(s: AppServices, user: UserRow): Promise<TokenResponse> {
  const { sessionId, refresh } = await s.db.transaction(async (tx) => {
    const [session] = await tx.insert(authSessions).values({ userId: user.id }).returning();
    return {
      sessionId: session!.id,
      refresh: await newRefreshToken(tx, session!.id, s.config.REFRESH_TOKEN_TTL),
    };
  });
  return tokenResponse(s, user, sessionId, refresh);
}

/**
 * Swaps a refresh token for a new one. A token used twice means it was copied: the whole
 * session is revoked, so neither the thief nor the owner can go on with it.
 */
export async function rotateRefreshToken(s: AppServices, token: string): Promise<TokenResponse> {
  const hash = hashSecret(token);
  const [found] = await s.db
    .select({ token: refreshTokens, session: authSessions, disabledAt: users.disabledAt })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(eq(refreshTokens.tokenHash, hash));
  if (!found) throw invalidGrant('REFRESH_TOKEN_INVALID');
  if (found.session.revokedAt || found.disabledAt) throw invalidGrant('SESSION_ENDED');
  if (found.token.expiresAt.getTime() < Date.now()) throw invalidGrant('REFRESH_TOKEN_EXPIRED');
  const rotated = await s.db.transaction(async (tx) => {
    const claimed = await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(refreshTokens.tokenHash, hash), isNull(refreshTokens.usedAt)))
      .returning();
    if (!claimed.length) return null;
    return newRefreshToken(tx, found.session.id, s.config.REFRESH_TOKEN_TTL);
  });
  if (!rotated) {
    await revokeSession(s.db, found.session.id, 'refresh token reused');
    // Its access tokens stop at once, on every instance (the session cache forgets it).
    await announceAccessChange(s.db, { sessionId: found.session.id });
    throw invalidGrant('REFRESH_TOKEN_REUSED');
  }
  return tokenResponse(s, await findUser(s.db, found.session.userId), found.session.id, rotated);
}
