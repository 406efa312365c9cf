import { LIVE_WINDOW_EVENTS } from '@cc/contracts/notification-live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followLivePosts } from './follow-live-posts';

const event = (type: string, detail: unknown) => new CustomEvent(type, { detail });
const change = (communityID: string, featureEnum: string) =>
  event(LIVE_WINDOW_EVENTS.changed, { communityID, change: { type: 'changed', featureEnum, ids: ['p1'] } });
const status = (communityID: string, connected: boolean) =>
  event(LIVE_WINDOW_EVENTS.status, { communityID, connected });

let target: EventTarget;
let scheduled: boolean;
const refetch = vi.fn();
/** A socket holder that is up, as the notification feature's relay answers. */
const holderUp = () =>
  target.addEventListener(LIVE_WINDOW_EVENTS.statusRequest, () => target.dispatchEvent(status('c1', true)));
const follow = () =>
  followLivePosts({ communityID: 'c1', refetch, hasScheduled: () => scheduled, pollEveryMs: 30_000, target });

beforeEach(() => {
  vi.useFakeTimers();
  target = new EventTarget();
  scheduled = true;
  refetch.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('followLivePosts', () => {
  it("refetches on this community's announcement changes only, and polls not while the socket is up", () => {
    holderUp();
    const stop = follow();
    target.dispatchEvent(change('c1', 'ANNOUNCEMENT'));
    target.dispatchEvent(change('c2', 'ANNOUNCEMENT'));
    target.dispatchEvent(change('c1', 'PARCEL'));
    vi.advanceTimersByTime(120_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(change('c1', 'ANNOUNCEMENT'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('polls while the socket is down and posts are scheduled, and catches up when it is back', () => {
    holderUp();
    const stop = follow();
    target.dispatchEvent(status('c1', false));
    vi.advanceTimersByTime(60_000);
    expect(refetch).toHaveBeenCalledTimes(2);
    scheduled = false;
    vi.advanceTimersByTime(60_000);
    expect(refetch).toHaveBeenCalledTimes(2);
    target.dispatchEvent(status('c2', true));
    expect(refetch).toHaveBeenCalledTimes(2);
    target.dispatchEvent(status('c1', true));
    expect(refetch).toHaveBeenCalledTimes(3);
    scheduled = true;
    vi.advanceTimersByTime(60_000);
    expect(refetch).toHaveBeenCalledTimes(3);
    stop();
  });

  it('polls when no socket holder answers, and stops polling once stopped', () => {
    const stop = follow();
    vi.advanceTimersByTime(30_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    stop();
    vi.advanceTimersByTime(90_000);
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
