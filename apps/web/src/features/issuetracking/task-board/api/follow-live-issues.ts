import {
  LIVE_WINDOW_EVENTS,
  type LiveWindowChange,
  type LiveWindowStatus,
} from '@cc/contracts/notification-live';

/**
 * Follows issue-tracking changes other people make, through the window events the console's
 * live-socket holder relays (LIVE_WINDOW_EVENTS), so this page never imports the notification
 * feature: `refetch` runs on each ISSUE_TRACKING change of this community (with the task IDs it
 * names), and once more when the socket comes back after a drop (it may have missed one).
 * Returns the stop.
 */
export function followLiveIssues(
  communityID: string,
  refetch: (taskIDs: readonly string[]) => void,
  target: EventTarget = window,
): () => void {
  let connected: boolean | null = null;
  const changed = (e: Event) => {
    const d = (e as CustomEvent<LiveWindowChange>).detail;
    if (d?.communityID === communityID && d.change.featureEnum === 'ISSUE_TRACKING') refetch(d.change.ids);
  };
  const status = (e: Event) => {
    const d = (e as CustomEvent<LiveWindowStatus>).detail;
    if (d?.communityID !== communityID) return;
    if (connected === false && d.connected) refetch([]);
    connected = d.connected;
  };
  target.addEventListener(LIVE_WINDOW_EVENTS.changed, changed);
  target.addEventListener(LIVE_WINDOW_EVENTS.status, status);
  target.dispatchEvent(new Event(LIVE_WINDOW_EVENTS.statusRequest));
  return () => {
    target.removeEventListener(LIVE_WINDOW_EVENTS.changed, changed);
    target.removeEventListener(LIVE_WINDOW_EVENTS.status, status);
  };
}
