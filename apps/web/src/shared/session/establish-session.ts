import type { Lang } from '@cc/contracts/i18n';
import { sessionOps, type TokenResponse } from '@cc/contracts/session';
import { callOp } from '../api/api-client';
import { storeTokens } from '../api/tokens';
import { isLang } from '../i18n/load-language';
import { chooseCommunity, loadCommunity } from './load-community';
import { fetchUserInfo, saveIdentity } from './save-identity';
import { clearSessionStorage, writeKeys } from './session-storage';
import { markEndedOnPurpose, notifySessionChanged } from './session-store';

/**
 * After a successful token call: store the tokens where "remember me" says, then load the user,
 * their communities and preferences, and the current community. All or nothing: any failure
 * leaves the browser signed out. Returns the user's preferred language, if they have one.
 */
export async function establishSession(tokens: TokenResponse, remember: boolean): Promise<Lang | null> {
  clearSessionStorage();
  markEndedOnPurpose(false);
  storeTokens(tokens, remember ? localStorage : sessionStorage);
  try {
    saveIdentity(await fetchUserInfo());
    const [{ items }, { preferences }] = await Promise.all([
      callOp(sessionOps.userCommunities),
      callOp(sessionOps.userPreferences),
    ]);
    const pref = (key: string) => preferences.find((p) => p.key === key)?.value;
    const current = chooseCommunity(items, pref('current-community'));
    if (current) await loadCommunity(current, items);
    else writeKeys({ communityList: '[]' });
    const lang = pref('lang');
    return isLang(lang) ? lang : null;
  } catch (e) {
    clearSessionStorage();
    throw e;
  } finally {
    notifySessionChanged();
  }
}
