import {
  LIVE_WINDOW_EVENTS,
  type LiveWindowChange,
  type LiveWindowStatus,
} from '@cc/contracts/notification-live';

export interface FollowEvidenceOptions {
  communityID: string;
  /** Reads the payments (queue, figures) again. */
  refetch: () => void;
  /** The fallback's period while no socket is up. */
  pollEveryMs: number;
  target?: EventTarget;
}

/**
 * Keeps the verifier's queue current without a reload, through the live socket the notification
 * feature holds and relays as window events (LIVE_WINDOW_EVENTS): the API sends the office a
 * BILLING `changed` event when a slip comes in or someone decides one. It refetches on each such
 * event of this community, and when the socket comes back (it may have missed one). While the
 * socket is down, or no holder answers, it polls instead: new slips must still show up. Returns
 * the stop.
 */
export function followLiveEvidence(o: FollowEvidenceOptions) {
  const target = o.target ?? window;
  let connected: boolean | null = null;
  const changed = (e: Event) => {
    const d = (e as CustomEvent<LiveWindowChange>).detail;
    if (d?.communityID === o.communityID && d.change.featureEnum === 'BILLING') o.refetch();
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
    if (!connected) o.refetch();
  }, o.pollEveryMs);
  return () => {
    clearInterval(poll);
    target.removeEventListener(LIVE_WINDOW_EVENTS.changed, changed);
    target.removeEventListener(LIVE_WINDOW_EVENTS.status, status);
  };
}
