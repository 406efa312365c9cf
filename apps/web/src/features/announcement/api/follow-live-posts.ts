import {
  LIVE_WINDOW_EVENTS,
  type LiveWindowChange,
  type LiveWindowStatus,
} from '@cc/contracts/notification-live';

export interface FollowOptions {
  communityID: string;
  /** Refetches every announcement query. */
  refetch: () => void;
  /** Whether posts are waiting to go live (then a silent socket could miss one). */
  hasScheduled: () => boolean;
  /** The fallback's period while the socket is down and posts are scheduled. */
  pollEveryMs: number;
  target?: EventTarget;
}

/**
 * Keeps announcement pages current when posts change with nobody there (the scheduler publishes
 * one), through the window events the console's live-socket holder relays (LIVE_WINDOW_EVENTS):
 * refetches on each change, and when the socket comes back (it may have missed one). While the
 * socket is down, or no holder answers, it polls instead, but only while posts are scheduled.
 * Returns the stop.
 */
export function followLivePosts(o: FollowOptions) {
  const target = o.target ?? window;
  let connected: boolean | null = null;
  const changed = (e: Event) => {
    const d = (e as CustomEvent<LiveWindowChange>).detail;
    if (d?.communityID === o.communityID && d.change.featureEnum === 'ANNOUNCEMENT') o.refetch();
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
    if (!connected && o.hasScheduled()) o.refetch();
  }, o.pollEveryMs);
  return () => {
    clearInterval(poll);
    target.removeEventListener(LIVE_WINDOW_EVENTS.changed, changed);
    target.removeEventListener(LIVE_WINDOW_EVENTS.status, status);
  };
}
