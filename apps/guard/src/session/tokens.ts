import { ApiFailure, failureOf, urlOf } from '../api/http';
import { basicClientAuth } from './client-credentials';
import { type GuardSession, readSession, writeSession } from './session';

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
}

/** Posts to the token endpoint with the client's Basic credentials; no bearer. */
export async function postToken(apiBase: string, body: object): Promise<TokenAnswer> {
  let res: Response;
  try {
    res = await fetch(urlOf(apiBase, '/api/authentication/token'), {
      method: 'POST',
      headers: { authorization: basicClientAuth(), 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiFailure(0, 'NETWORK', String(e));
  }
  if (!res.ok) throw await failureOf(res);
  return (await res.json()) as TokenAnswer;
}

export const withTokens = (
  s: Omit<GuardSession, 'accessToken' | 'refreshToken' | 'accessExpiresAt'>,
  t: TokenAnswer,
): GuardSession => ({
  ...s,
  accessToken: t.access_token,
  refreshToken: t.refresh_token,
  accessExpiresAt: Date.now() + t.expires_in * 1000,
});

let refreshing: Promise<boolean> | null = null;

async function rotate(): Promise<boolean> {
  const session = readSession();
  if (!session) return false;
  try {
    const t = await postToken(session.apiBase, {
      grant_type: 'refresh_token',
      refresh_token: session.refreshToken,
    });
    writeSession(withTokens(session, t));
    return true;
  } catch (e) {
    // No signal or a server briefly away has not ended the shift: keep the session and try
    // again later. Only a refusal (the token used elsewhere, the session revoked) signs out.
    if (e instanceof ApiFailure && e.refused) writeSession(null);
    return false;
  }
}

/**
 * Rotates the tokens once however many calls ask at the same time: the refresh token rotates,
 * so spending it twice would end the session (the server takes a reuse for a theft).
 */
export function refreshTokens(): Promise<boolean> {
  refreshing ??= rotate().finally(() => {
    refreshing = null;
  });
  return refreshing;
}
