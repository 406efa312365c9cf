import { ApiError } from '../../shared/api/api-error';

/**
 * Maps a failed sign-in to a message key: wrong credentials, too many tries, no connection, or
 * (after the token was issued) loading the user's data failed, which spec 8 reports with the
 * server's errorMessage.
 */
export function signInErrorKey(e: unknown, stage: 'token' | 'load'): { key: string; error?: string } {
  const err = e instanceof ApiError ? e : null;
  if (err?.isNetwork) return { key: 'errors.network' };
  if (stage === 'load') return { key: 'errors.loadFailed', error: err?.errorMessage ?? String(e) };
  if (err?.status === 429) return { key: 'errors.tooMany' };
  if (err?.code === 'invalid_grant' || err?.status === 400 || err?.status === 401)
    return { key: 'errors.invalidGrant' };
  return { key: 'errors.unknown', error: err?.errorMessage ?? String(e) };
}
