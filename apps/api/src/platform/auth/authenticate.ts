import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { unauthorized } from '../errors';
import type { JwtSigner } from './jwt';
import { authSessions } from './tables';

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

/** Reads the bearer token, and refuses it when its sign-in session was revoked. */
export function bearerAuthenticator(db: Database, jwt: JwtSigner) {
  return async function authenticate(request: FastifyRequest) {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) throw unauthorized('NO_TOKEN');
    const claims = await jwt.verifyAccess(header.slice(7).trim());
    const [session] = await db
      .select({ revokedAt: authSessions.revokedAt })
      .from(authSessions)
      .where(eq(authSessions.id, claims.sid));
    if (!session || session.revokedAt) {
      request.log.warn({ userId: claims.sub }, 'refused revoked session');
      throw unauthorized('SESSION_REVOKED');
    }
    request.user = { id: claims.sub, email: claims.email, sessionId: claims.sid };
  };
}
