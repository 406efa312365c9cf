import { LIVE_WINDOW_EVENTS } from '@cc/contracts/notification-live';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { followLiveEvidence } from './follow-live-evidence';

const event = (type: string, detail: unknown) => new CustomEvent(type, { detail });
const change = (communityID: string, featureEnum: string) =>
  event(LIVE_WINDOW_EVENTS.changed, { communityID, change: { type: 'changed', featureEnum, ids: ['e1'] } });
const status = (communityID: string, connected: boolean) =>
  event(LIVE_WINDOW_EVENTS.status, { communityID, connected });

let target: EventTarget;
const refetch = vi.fn();
const follow = () => followLiveEvidence({ communityID: 'c1', refetch, pollEveryMs: 30_000, target });

beforeEach(() => {
  vi.useFakeTimers();
  target = new EventTarget();
  refetch.mockReset();
});
afterEach(() => vi.useRealTimers());

describe('followLiveEvidence', () => {
  it("refetches on this community's billing changes only, and polls not while the socket is up", () => {
    target.addEventListener(LIVE_WINDOW_EVENTS.statusRequest, () => target.dispatchEvent(status('c1', true)));
    const stop = follow();
    target.dispatchEvent(change('c1', 'BILLING'));
    target.dispatchEvent(change('c2', 'BILLING'));
    target.dispatchEvent(change('c1', 'PARCEL'));
    vi.advanceTimersByTime(120_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    stop();
    target.dispatchEvent(change('c1', 'BILLING'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('polls while no socket answers or it is down, and refetches once it comes back', () => {
    const stop = follow();
    vi.advanceTimersByTime(30_000);
    expect(refetch).toHaveBeenCalledTimes(1);
    target.dispatchEvent(status('c1', false));
    vi.advanceTimersByTime(30_000);
    expect(refetch).toHaveBeenCalledTimes(2);
    target.dispatchEvent(status('c1', true));
    expect(refetch).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(90_000);
    expect(refetch).toHaveBeenCalledTimes(3);
    stop();
  });
});
