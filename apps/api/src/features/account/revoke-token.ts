import { eq } from 'drizzle-orm';
import { hashSecret } from '../../platform/auth/secrets';
import { revokeSession } from '../../platform/auth/sessions';
import { refreshTokens } from '../../platform/auth/tables';
import type { AppServices } from '../../platform/services';
import { announceAccessChange } from '../../platform/tenancy/access-change';

/**
 * Sign-out (RFC 7009): ends the session a refresh or an access token belongs to, so every
 * refresh token rotated within it and every access token naming it stop at once. An unknown,
 * expired or already revoked token is answered the same (RFC 7009 2.2): the caller learns nothing.
 */
export async function revokeToken(s: AppServices, token: string, hint?: 'refresh_token' | 'access_token') {
  const sessionId =
    hint === 'access_token'
      ? ((await accessSession(s, token)) ?? (await refreshSession(s, token)))
      : ((await refreshSession(s, token)) ?? (await accessSession(s, token)));
  if (sessionId) {
    await revokeSession(s.db, sessionId, 'signed out');
    // Its access tokens stop at once, on every instance (the session cache forgets it).
    await announceAccessChange(s.db, { sessionId });
  }
  return { isSuccess: true as const };
}

async function refreshSession(s: AppServices, token: string) {
  const [row] = await s.db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashSecret(token)));
  return row?.sessionId;
}

async function accessSession(s: AppServices, token: string) {
  return s.jwt.verifyAccess(token).then(
    (claims) => claims.sid,
    () => undefined,
  );
}
