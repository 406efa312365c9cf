import { fetchUserInfo, saveIdentity } from './save-identity';
import { notifySessionChanged } from './session-store';

const tried = new Set<string>();

/**
 * The top bar keeps the user's photo link in storage, but the link is signed for minutes (the
 * API's private files): when it no longer loads, fetch a fresh one, once per link, so a
 * missing photo never loops.
 */
export async function refreshStalePhoto(url: string | null): Promise<void> {
  if (!url || tried.has(url)) return;
  tried.add(url);
  try {
    saveIdentity(await fetchUserInfo());
    notifySessionChanged();
  } catch {
    // Signed out or offline: the avatar shows its icon, as without a photo.
  }
}
