import { ApiFailure, failureOf, urlOf } from '../api/http';
import { basicClientAuth } from './client-credentials';
import { apiBaseOf, writeSession } from './session';
import { withTokens } from './tokens';

/** The console's handover names these in the address (spec 5); they are cleared at once. */
const HANDOVER_KEYS = ['tokenID', 'userID', 'callbackHost', 'communityID'] as const;

export interface HandoverParams {
  tokenID: string;
  userID: string | null;
  callbackHost: string | null;
  communityID: string | null;
}

/** Who may work in GuardOS; the server's /api/guard/me refuses the rest as well. */
export const GUARD_APP_ROLES = ['GUARD', 'PMC', 'ADMIN'] as const;

/**
 * Reads the handover from the address and takes it out of the address bar (and the history
 * entry) before anything else happens, so the one-time token is neither bookmarked, shared in
 * a screenshot, nor sent again by a reload. Answers null when the address holds no handover.
 */
export function takeHandoverParams(location: Location, history: History): HandoverParams | null {
  const url = new URL(location.href);
  const tokenID = url.searchParams.get('tokenID');
  if (!tokenID) return null;
  const params: HandoverParams = {
    tokenID,
    userID: url.searchParams.get('userID'),
    callbackHost: url.searchParams.get('callbackHost'),
    communityID: url.searchParams.get('communityID'),
  };
  for (const key of HANDOVER_KEYS) url.searchParams.delete(key);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  return params;
}

export type HandoverOutcome =
  | { ok: true }
  /** used or expired: reopen from the console; role: not a guard, PMC or admin; failed: anything else. */
  | { ok: false; reason: 'used' | 'role' | 'failed'; message: string };

interface Redeemed {
  userID: string;
  communityID: string;
  role: string;
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Swaps the one-time token for a session: access and rotating refresh token (a 12-hour shift). */
export async function redeemHandover(p: HandoverParams, origin: string): Promise<HandoverOutcome> {
  const apiBase = apiBaseOf(p.callbackHost, origin);
  try {
    let res: Response;
    try {
      res = await fetch(urlOf(apiBase, '/api/account/token/redeem'), {
        method: 'POST',
        headers: { authorization: basicClientAuth(), 'content-type': 'application/json' },
        body: JSON.stringify({ tokenID: p.tokenID }),
      });
    } catch (e) {
      throw new ApiFailure(0, 'NETWORK', String(e));
    }
    if (!res.ok) throw await failureOf(res);
    const { data } = (await res.json()) as { data: Redeemed };
    if (!(GUARD_APP_ROLES as readonly string[]).includes(data.role))
      return { ok: false, reason: 'role', message: data.role };
    writeSession(withTokens({ apiBase, communityID: data.communityID, userID: data.userID }, data));
    return { ok: true };
  } catch (e) {
    const f = e instanceof ApiFailure ? e : new ApiFailure(0, 'NETWORK', String(e));
    if (f.status === 400 && (f.code === 'INVALID_HANDOVER' || f.code === 'VALIDATION_FAILED'))
      return { ok: false, reason: 'used', message: f.message };
    return { ok: false, reason: 'failed', message: f.message };
  }
}

/** Sign-in by e-mail and password, for a phone without the console. */
export async function signInWithPassword(
  username: string,
  password: string,
  origin: string,
): Promise<{ ok: true } | { ok: false; message: string }> {
  const { postToken } = await import('./tokens');
  try {
    const t = await postToken(origin, { grant_type: 'password', username, password });
    writeSession(withTokens({ apiBase: origin, communityID: '', userID: username.trim().toLowerCase() }, t));
    return { ok: true };
  } catch (e) {
    return { ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}
