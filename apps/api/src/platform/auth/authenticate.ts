import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { unauthorized } from '../errors';
import type { JwtSigner } from './jwt';
import { authSessions, users } from './tables';

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
 * disabled. Both come from the one row read this check always made (the user joined on its
 * key), so a sign-out or a disabled account stops every token at once for no extra round trip.
 */
export function bearerAuthenticator(db: Database, jwt: JwtSigner) {
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized('NO_TOKEN');
    const claims = await jwt.verifyAccess(header.slice(7).trim());
    const [session] = await db
      .select({ revokedAt: authSessions.revokedAt, disabledAt: users.disabledAt })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(eq(authSessions.id, claims.sid));
    if (!session || session.revokedAt || session.disabledAt) {
      request.log.warn({ userId: claims.sub }, 'refused revoked session');
      throw unauthorized('SESSION_REVOKED');
    }
    request.user = { id: claims.sub, email: claims.email, sessionId: claims.sid };
  };
}
