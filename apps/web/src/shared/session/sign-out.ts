import { notificationOps } from '@cc/contracts/notification';
import { apiCall } from '../api/api-client';
import { revokeSession } from '../api/tokens';
import { clearSessionStorage, readKey } from './session-storage';
import { markEndedOnPurpose, notifySessionChanged } from './session-store';

/** Forgets the session in this browser; the route guard then shows /signin. */
export function clearLocalSession(): void {
  markEndedOnPurpose(true);
  clearSessionStorage();
  notifySessionChanged();
}

/**
 * Spec 4: the server removes this browser's push token first; only when that succeeds is the
 * session cleared. A failure is logged and the user stays signed in (returns false). Then the
 * server ends the session itself, so its tokens stop everywhere; the browser forgets them even
 * if that call fails (the user asked to leave, and the access token expires soon anyway).
 */
export async function signOut(): Promise<boolean> {
  const { method, path } = notificationOps.unsubscribe;
  try {
    await apiCall(method, path, { body: { fcmToken: readKey('fcmToken') ?? '' } });
  } catch (e) {
    console.error('Sign-out stopped: the push token could not be removed', e);
    return false;
  }
  if (!(await revokeSession())) console.warn('Sign-out: the server could not end the session');
  clearLocalSession();
  return true;
}
