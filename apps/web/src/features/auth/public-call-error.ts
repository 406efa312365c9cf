import { ApiError } from '../../shared/api/api-error';

/** Known refusals of the public account calls get their own words; anything else the server's. */
const KNOWN: Record<string, string> = {
  EMAIL_TAKEN: 'errors.emailTaken',
  WEAK_PASSWORD: 'errors.weakPassword',
};

export function publicCallError(e: unknown): { key: string; error?: string } {
  if (!(e instanceof ApiError)) return { key: 'errors.unknown', error: String(e) };
  if (e.isNetwork) return { key: 'errors.network' };
  if (e.status === 429) return { key: 'errors.tooMany' };
  const known = KNOWN[e.code];
  return known ? { key: known } : { key: 'errors.unknown', error: e.errorMessage };
}
