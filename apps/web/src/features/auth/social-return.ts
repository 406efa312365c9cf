import {
  SOCIAL_CODE_KEY,
  SOCIAL_ERROR_KEY,
  SOCIAL_ERRORS,
  SOCIAL_PROVIDER_KEY,
  SOCIAL_PROVIDERS,
  type SocialError,
  type SocialProvider,
} from '@cc/contracts/social-providers';

export const PROVIDER_NAMES: Record<SocialProvider, string> = {
  google: 'Google',
  facebook: 'Facebook',
  apple: 'Apple',
};

export type SocialReturn = { code: string } | { error: SocialError; provider: string } | null;

/**
 * What a social sign-in brought back to the sign-in page: the one-time code in the fragment
 * (which no server ever receives), or the reason it was refused in the query.
 */
export function readSocialReturn(hash: string, search: string): SocialReturn {
  const code = new URLSearchParams(hash.replace(/^#/, '')).get(SOCIAL_CODE_KEY);
  if (code) return { code };
  const query = new URLSearchParams(search);
  const error = query.get(SOCIAL_ERROR_KEY);
  if (!error) return null;
  const id = query.get(SOCIAL_PROVIDER_KEY);
  const provider = SOCIAL_PROVIDERS.find((p) => p === id);
  return {
    error: SOCIAL_ERRORS.find((e) => e === error) ?? 'PROVIDER_ERROR',
    provider: provider ? PROVIDER_NAMES[provider] : '',
  };
}

/** The "remember me" choice made before leaving for the provider, read back on return. */
const REMEMBER_KEY = 'social_remember';
export const keepRememberChoice = (remember: boolean) =>
  sessionStorage.setItem(REMEMBER_KEY, remember ? '1' : '0');
export function takeRememberChoice(): boolean {
  const remember = sessionStorage.getItem(REMEMBER_KEY) === '1';
  sessionStorage.removeItem(REMEMBER_KEY);
  return remember;
}
