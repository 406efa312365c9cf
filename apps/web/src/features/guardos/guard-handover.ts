import { sessionOps } from '@cc/contracts/session';
import { callOp } from '../../shared/api/api-client';
import { ApiError, errorMessageOf } from '../../shared/api/api-error';
import { readKey } from '../../shared/session/session-storage';

export type HandoverResult = { ok: true; url: string } | { ok: false; errorKey: string; detail?: string };

/**
 * Spec 5 and 7: the guard app opens only with a community, a user and an access token. The
 * server issues a one-time token; the guard app gets it with who and where to call back.
 */
export async function prepareGuardHandover(guardAppUrl: string, origin: string): Promise<HandoverResult> {
  const token = readKey('access_token');
  const userID = readKey('userID');
  const communityID = readKey('communityID');
  if (!token) return { ok: false, errorKey: 'errors.noToken' };
  if (!userID || !communityID) return { ok: false, errorKey: 'errors.noCommunity' };
  try {
    const { data } = await callOp(sessionOps.handover, { body: { userID, feature: 'GUARD', communityID } });
    const url = new URL(guardAppUrl, origin);
    url.searchParams.set('tokenID', data.tokenID);
    url.searchParams.set('userID', userID);
    url.searchParams.set('callbackHost', origin);
    url.searchParams.set('communityID', communityID);
    return { ok: true, url: url.toString() };
  } catch (e) {
    // Spec 8: a refusal shows the server's message; anything thrown shows the error itself.
    if (e instanceof ApiError && !e.isNetwork)
      return { ok: false, errorKey: 'errors.refused', detail: e.message };
    return { ok: false, errorKey: 'errors.failed', detail: errorMessageOf(e) };
  }
}
