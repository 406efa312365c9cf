import { LIVE_WINDOW_EVENTS, type LiveWindowChange } from '@cc/contracts/notification-live';
import { describe, expect, it } from 'vitest';
import { followLiveIssues } from './follow-live-issues';

const change = (communityID: string, featureEnum: string, ids: string[]) =>
  new CustomEvent<LiveWindowChange>(LIVE_WINDOW_EVENTS.changed, {
    detail: { communityID, change: { type: 'changed', featureEnum, ids } as LiveWindowChange['change'] },
  });
const status = (communityID: string, connected: boolean) =>
  new CustomEvent(LIVE_WINDOW_EVENTS.status, { detail: { communityID, connected } });

describe('followLiveIssues', () => {
  it("refetches on this community's issue-tracking changes only", () => {
    const target = new EventTarget();
    const calls: (readonly string[])[] = [];
    const stop = followLiveIssues('c1', (ids) => calls.push(ids), target);
    target.dispatchEvent(change('c1', 'ISSUE_TRACKING', ['t1']));
    target.dispatchEvent(change('c2', 'ISSUE_TRACKING', ['t2']));
    target.dispatchEvent(change('c1', 'PARCEL', ['p1']));
    expect(calls).toEqual([['t1']]);
    stop();
    target.dispatchEvent(change('c1', 'ISSUE_TRACKING', ['t3']));
    expect(calls).toEqual([['t1']]);
  });

  it('asks for the socket status and refetches when the socket comes back after a drop', () => {
    const target = new EventTarget();
    let asked = 0;
    target.addEventListener(LIVE_WINDOW_EVENTS.statusRequest, () => asked++);
    let refetches = 0;
    followLiveIssues('c1', () => refetches++, target);
    expect(asked).toBe(1);
    target.dispatchEvent(status('c1', true));
    expect(refetches).toBe(0);
    target.dispatchEvent(status('c1', false));
    target.dispatchEvent(status('c1', true));
    expect(refetches).toBe(1);
  });
});
