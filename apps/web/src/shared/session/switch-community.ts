import type { Lang } from '@cc/contracts/i18n';
import { type CommunityItem, sessionOps } from '@cc/contracts/session';
import { callOp } from '../api/api-client';
import { ApiError, errorMessageOf } from '../api/api-error';
import { loadCommunity } from './load-community';
import { fetchUserInfo, saveIdentity } from './save-identity';
import { writeKeys } from './session-storage';
import { notifySessionChanged } from './session-store';

/** Why a switch stopped: the server refused a step, or a step threw (no answer at all). */
export class SwitchError extends Error {
  constructor(
    readonly kind: 'server' | 'thrown',
    readonly detail: string,
  ) {
    super(detail);
  }
}

/**
 * Spec 4, in order: user info, save identity, update the preference, ACL, community info, store
 * everything, reload. Any refused step stops the sequence with the server's message; a thrown
 * failure also drops the access token, so the next call has to prove the session again.
 */
export async function switchCommunity(
  target: CommunityItem,
  list: CommunityItem[],
  lang: Lang,
): Promise<void> {
  try {
    saveIdentity(await fetchUserInfo());
    await callOp(sessionOps.updatePreferences, {
      body: {
        preferences: [
          { key: 'lang', value: lang },
          { key: 'current-community', value: target.communityID },
        ],
      },
    });
    await loadCommunity(target, list);
    writeKeys({ umStatus: null });
  } catch (e) {
    if (e instanceof ApiError && !e.isNetwork) throw new SwitchError('server', e.errorMessage);
    writeKeys({ access_token: null, userToken: null });
    throw new SwitchError('thrown', errorMessageOf(e));
  } finally {
    notifySessionChanged();
  }
  window.location.reload();
}
