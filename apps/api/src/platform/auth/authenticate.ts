import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { unauthorized } from '../errors';
import type { AccessCache } from '../tenancy/access-cache';
import type { JwtSigner } from './jwt';
import { authSessions, users } from './tables';
import { VerifiedTokens } from './verified-tokens';

export interface AuthUser {
  id: string;
  email: string;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser;
  }
}

/**
 * Reads the bearer token, and refuses it when its sign-in session was revoked or its user
 * disabled (both from one row read: the user joined on its key). A session the database showed
 * live is trusted from the access cache until an AccessChange for it or its
 * user (every write that ends sessions announces one) or the cache's TTL.
 */
export function bearerAuthenticator(db: Database, jwt: JwtSigner, access?: AccessCache) {
  const verified = new VerifiedTokens();
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized('NO_TOKEN');
    const token = header.slice(7).trim();
    const claims = verified.get(token) ?? verified.keep(token, await jwt.verifyAccess(token));
    if (access?.liveSession(claims.sid) !== claims.sub) {
      const epoch = access?.epoch ?? 0;
      const [session] = await db
        .select({
          revokedAt: authSessions.revokedAt,
          userId: authSessions.userId,
          disabledAt: users.disabledAt,
        })
        .from(authSessions)
        .innerJoin(users, eq(users.id, authSessions.userId))
        .where(eq(authSessions.id, claims.sid));
      if (!session || session.revokedAt || session.disabledAt || session.userId !== claims.sub) {
        request.log.warn({ userId: claims.sub }, 'refused revoked session');
        throw unauthorized('SESSION_REVOKED');
      }
      access?.keepSession(claims.sid, claims.sub, epoch);
    }
    request.user = { id: claims.sub, email: claims.email, sessionId: claims.sid };
  };
}
