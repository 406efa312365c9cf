import { readKey } from '../../../shared/session/session-storage';

/** Seconds since the epoch when a JWT expires, or null when it cannot be read. */
export function jwtExpiry(token: string): number | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : null;
  } catch {
    return null;
  }
}

export const expiresWithin = (token: string, seconds: number, nowMs = Date.now()): boolean => {
  const exp = jwtExpiry(token);
  return exp !== null && exp * 1000 - nowMs < seconds * 1000;
};

/**
 * The access token for the live handshake. A stale one is renewed through `renew`, an ordinary
 * authenticated call: it refreshes on 401 the house way, and when the server cannot be reached
 * it simply fails, so a dropped connection never signs anyone out.
 */
export async function liveAccessToken(forceRefresh: boolean, renew: () => Promise<unknown>) {
  const token = readKey('access_token');
  if (!token) return null;
  if (!forceRefresh && !expiresWithin(token, 10)) return token;
  await renew().catch(() => undefined);
  return readKey('access_token');
}
