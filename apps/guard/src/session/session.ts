/**
 * The guard's session on this phone: kept in localStorage so a reload (or a restart of the
 * installed app) during a shift finds it again, even without signal. `apiBase` is where every
 * call goes: the console's origin handed over as `callbackHost`, or this app's own origin.
 */
export interface GuardSession {
  apiBase: string;
  communityID: string;
  userID: string;
  accessToken: string;
  refreshToken: string;
  /** Epoch milliseconds when the access token stops working. */
  accessExpiresAt: number;
}

const KEY = 'guardos.session';
const listeners = new Set<() => void>();

export function readSession(): GuardSession | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as GuardSession) : null;
  } catch {
    return null;
  }
}

export function writeSession(session: GuardSession | null): void {
  if (session) localStorage.setItem(KEY, JSON.stringify(session));
  else localStorage.removeItem(KEY);
  for (const l of listeners) l();
}

export function onSessionChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The API's origin: a handed-over callbackHost when it is a plain http(s) origin, else this app's. */
export function apiBaseOf(callbackHost: string | null | undefined, origin: string): string {
  if (!callbackHost) return origin;
  try {
    const u = new URL(callbackHost);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : origin;
  } catch {
    return origin;
  }
}
