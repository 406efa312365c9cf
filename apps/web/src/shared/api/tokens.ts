import type { TokenRequest, TokenResponse } from '@cc/contracts/session';
import { clearSessionStorage, readKey, writeKeys } from '../session/session-storage';
import { notifySessionChanged } from '../session/session-store';
import { ApiError, errorFromBody } from './api-error';
import { basicClientAuth } from './client-credentials';

/** Calls the token endpoint (password or refresh grant); throws ApiError on any refusal. */
export async function requestToken(body: TokenRequest): Promise<TokenResponse> {
  // Loaded on first use: the contracts bring zod, which the sign-in screen should not wait for.
  const { sessionOps } = await import('@cc/contracts/session');
  const { method, path } = sessionOps.token;
  let res: Response;
  try {
    res = await fetch(path, {
      method,
      headers: { authorization: basicClientAuth(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (e) {
    throw errorFromBody(0, { code: 'NETWORK', message: String(e) });
  }
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) throw errorFromBody(res.status, json);
  return json as TokenResponse;
}

/**
 * Ends this browser's session on the server (RFC 7009): its refresh token and every token of its
 * family stop working, so a copy left behind (another tab, a leaked storage) is useless.
 * Answers whether the server confirmed it.
 */
export async function revokeSession(): Promise<boolean> {
  const token = readKey('refresh_token') ?? readKey('access_token');
  if (!token) return true;
  const { accountOps } = await import('@cc/contracts/account-ops');
  const { method, path } = accountOps.revoke;
  try {
    const res = await fetch(path, {
      method,
      headers: { authorization: basicClientAuth(), 'content-type': 'application/json' },
      body: JSON.stringify({
        token,
        token_type_hint: readKey('refresh_token') ? 'refresh_token' : 'access_token',
      }),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** userToken is the spec's name for the token the niti calls send; it is the access token. */
export function storeTokens(t: TokenResponse, target?: Storage): void {
  writeKeys(
    {
      id_token: t.id_token,
      access_token: t.access_token,
      userToken: t.access_token,
      refresh_token: t.refresh_token,
    },
    target,
  );
}

let refreshing: Promise<boolean> | null = null;

async function rotate(): Promise<boolean> {
  const refresh_token = readKey('refresh_token');
  try {
    if (!refresh_token) throw new Error('no refresh token');
    storeTokens(await requestToken({ grant_type: 'refresh_token', refresh_token }));
    return true;
  } catch (err) {
    // A server briefly away (503, no network) has not refused the session: keep it, so the next
    // call tries again, rather than signing everyone out while the database restarts.
    if (err instanceof ApiError && (err.status === 0 || err.status >= 500)) return false;
    clearSessionStorage();
    notifySessionChanged();
    return false;
  }
}

/**
 * Rotates the tokens once; concurrent 401s share one refresh so a rotated refresh token is not
 * spent twice. On refusal the browser is signed out (the route guard then shows /signin); while
 * the server is unreachable or answers 5xx, the session stays and `false` is answered.
 */
export function refreshOnce(): Promise<boolean> {
  refreshing ??= rotate().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
