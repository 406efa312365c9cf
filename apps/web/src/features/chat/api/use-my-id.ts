import { readKey } from '../../../shared/session/session-storage';
import { useSession } from '../../../shared/session/use-session';
import { useAdmins } from './office';

/** The `sub` of the stored access token: the account's ID, as messages name their sender. */
function tokenSubject(): string | null {
  const token = readKey('access_token');
  try {
    const payload = token?.split('.')[1];
    if (!payload) return null;
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' ? sub : null;
  } catch {
    return null;
  }
}

/**
 * The reader's account ID as chat names senders (a UUID). The session's `userID` is the spec's
 * sign-in name (the e-mail), so the chat admins' list, which carries both, is read first; the
 * access token's subject is the fallback while that list loads.
 */
export function useMyID(): string | null {
  const signInName = useSession().userID?.toLowerCase();
  const admins = useAdmins();
  const me = admins.data?.items.find((a) => a.email.toLowerCase() === signInName);
  return me?.userID ?? tokenSubject();
}
