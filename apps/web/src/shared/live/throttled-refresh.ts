import type { FeatureEnum } from '@cc/contracts/features';
import { LIVE_WINDOW_EVENTS, type LiveWindowChange } from '@cc/contracts/notification-live';

/** A figure on the landing reads again at most this often, however many changes arrive. */
export const LIVE_REFRESH_GAP_MS = 2_000;

/**
 * `refresh` at most once per `gapMs`: the first call runs at once (a change shows within the
 * round trip), calls within the gap fold into one more run when the gap ends, so the last
 * change is never missed. Answers the trigger and the stop.
 */
export function throttled(refresh: () => void, gapMs = LIVE_REFRESH_GAP_MS) {
  let last = Number.NEGATIVE_INFINITY;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = undefined;
    last = Date.now();
    refresh();
  };
  const trigger = () => {
    if (timer) return;
    const wait = last + gapMs - Date.now();
    if (wait <= 0) run();
    else timer = setTimeout(run, wait);
  };
  return { trigger, stop: () => clearTimeout(timer) };
}

export interface FollowOptions {
  communityID: string;
  /** The areas whose changes count; all of them when absent. */
  featureEnum?: FeatureEnum;
  refresh: () => void;
  gapMs?: number;
  target?: EventTarget & { document?: Document };
}

/**
 * Keeps a landing figure current: reads it again on each `changed` event of this community (and
 * area, when given) that the live socket relays, and when the tab is shown again, at most once
 * per gap. Answers the stop.
 */
export function followFigure(o: FollowOptions) {
  const target = o.target ?? window;
  const { trigger, stop } = throttled(o.refresh, o.gapMs);
  const changed = (e: Event) => {
    const d = (e as CustomEvent<LiveWindowChange>).detail;
    if (d?.communityID !== o.communityID) return;
    if (!o.featureEnum || d.change.featureEnum === o.featureEnum) trigger();
  };
  const shown = () => {
    if (document.visibilityState === 'visible') trigger();
  };
  target.addEventListener(LIVE_WINDOW_EVENTS.changed, changed);
  document.addEventListener('visibilitychange', shown);
  return () => {
    stop();
    target.removeEventListener(LIVE_WINDOW_EVENTS.changed, changed);
    document.removeEventListener('visibilitychange', shown);
  };
}
