import type { PermissionKey } from '@cc/contracts/features';
import {
  LIVE_WINDOW_EVENTS,
  type LiveWindowChange,
  type LiveWindowStatus,
} from '@cc/contracts/notification-live';

export interface FollowChangesOptions {
  communityID: string;
  /** The area whose `changed` events count. */
  featureEnum: PermissionKey;
  /** Reads the area's data again. */
  refetch: () => void;
  /** The fallback's period while no socket is up. */
  pollEveryMs: number;
  /** Whether the fallback polls at all just now (default: always while the socket is down). */
  pollWhile?: () => boolean;
  target?: EventTarget;
}

/**
 * Keeps a page current without a reload, through the live socket the notification feature holds
 * and relays as window events (LIVE_WINDOW_EVENTS): refetches on each `changed` event of this
 * community and area, and when the socket comes back (it may have missed one). While the socket
 * is down, or no holder answers, it polls instead (when `pollWhile` says so). Returns the stop.
 */
export function followLiveChanges(o: FollowChangesOptions) {
  const target = o.target ?? window;
  let connected: boolean | null = null;
  const changed = (e: Event) => {
    const d = (e as CustomEvent<LiveWindowChange>).detail;
    if (d?.communityID === o.communityID && d.change.featureEnum === o.featureEnum) o.refetch();
  };
  const status = (e: Event) => {
    const d = (e as CustomEvent<LiveWindowStatus>).detail;
    if (d?.communityID !== o.communityID) return;
    if (connected === false && d.connected) o.refetch();
    connected = d.connected;
  };
  target.addEventListener(LIVE_WINDOW_EVENTS.changed, changed);
  target.addEventListener(LIVE_WINDOW_EVENTS.status, status);
  target.dispatchEvent(new Event(LIVE_WINDOW_EVENTS.statusRequest));
  const poll = setInterval(() => {
    if (!connected && (o.pollWhile?.() ?? true)) o.refetch();
  }, o.pollEveryMs);
  return () => {
    clearInterval(poll);
    target.removeEventListener(LIVE_WINDOW_EVENTS.changed, changed);
    target.removeEventListener(LIVE_WINDOW_EVENTS.status, status);
  };
}
