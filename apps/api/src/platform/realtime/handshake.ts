import { LIVE_SUBPROTOCOL } from '@cc/contracts/notification-live';
import type { FastifyRequest } from 'fastify';
import { decodeJwt } from 'jose';
import { forbidden } from '../errors';

/**
 * Browsers send Origin on every WebSocket handshake and let any page open one, so a socket
 * from another site is refused: only the console's own origin (PUBLIC_URL's, or the host the
 * request came to) may connect. Clients that are not browsers send no Origin.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, publicUrl: string) {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin === new URL(publicUrl).origin) return true;
  return !!host && url.host.toLowerCase() === host.toLowerCase();
}

export function refuseForeignOrigin(publicUrl: string) {
  return async (request: FastifyRequest) => {
    if (!originAllowed(request.headers.origin, request.headers.host, publicUrl)) {
      request.log.warn({ origin: request.headers.origin }, 'live socket from another origin refused');
      throw forbidden('ORIGIN_REFUSED');
    }
  };
}

/**
 * A browser cannot set Authorization on a WebSocket. It offers the subprotocols
 * `bearer, <access token>` (answered with `bearer`) or, failing that, `?access_token=`.
 * Either is moved to where the one bearer authenticator reads it, so revocation and expiry
 * rules stay in one place.
 */
export function handshakeAuthenticator(authenticate: (request: FastifyRequest) => Promise<void>) {
  return async (request: FastifyRequest) => {
    const offered = String(request.headers['sec-websocket-protocol'] ?? '')
      .split(',')
      .map((p) => p.trim());
    const fromQuery = (request.query as { access_token?: string }).access_token;
    const token = offered[0] === LIVE_SUBPROTOCOL && offered[1] ? offered[1] : fromQuery;
    if (token) request.headers.authorization = `Bearer ${token}`;
    await authenticate(request);
  };
}

/** When the (already verified) access token of the handshake expires, in ms since the epoch. */
export function tokenExpiry(request: FastifyRequest): number {
  const exp = decodeJwt(String(request.headers.authorization).slice(7)).exp;
  return exp ? exp * 1000 : Date.now();
}

/** ws answers the first protocol offered unless told otherwise; never echo a token back. */
export const chooseSubprotocol = (offered: Set<string>) =>
  offered.has(LIVE_SUBPROTOCOL) ? LIVE_SUBPROTOCOL : false;
