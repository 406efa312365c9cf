import { LIVE_WINDOW_EVENTS } from '@cc/contracts/notification-live';
import { describe, expect, it } from 'vitest';
import { openWindowRelay } from './window-relay';

function listen(target: EventTarget) {
  const heard: [string, unknown][] = [];
  for (const type of [LIVE_WINDOW_EVENTS.changed, LIVE_WINDOW_EVENTS.status])
    target.addEventListener(type, (e) => heard.push([type, (e as CustomEvent).detail]));
  return heard;
}

describe('openWindowRelay', () => {
  it('hands changes on, tells each change of state, and answers a page that asks', () => {
    const target = new EventTarget();
    const heard = listen(target);
    const relay = openWindowRelay('riverside-condo', target);
    target.dispatchEvent(new Event(LIVE_WINDOW_EVENTS.statusRequest));
    relay.setConnected(true);
    relay.setConnected(true);
    const change = { type: 'changed' as const, featureEnum: 'ANNOUNCEMENT' as const, ids: ['p1'] };
    relay.changed(change);
    target.dispatchEvent(new Event(LIVE_WINDOW_EVENTS.statusRequest));
    expect(heard).toEqual([
      ['cc:live-status', { communityID: 'riverside-condo', connected: false }],
      ['cc:live-status', { communityID: 'riverside-condo', connected: true }],
      ['cc:live-changed', { communityID: 'riverside-condo', change }],
      ['cc:live-status', { communityID: 'riverside-condo', connected: true }],
    ]);
  });

  it('says the socket is down when it stops, and then answers no more', () => {
    const target = new EventTarget();
    const heard = listen(target);
    const relay = openWindowRelay('riverside-condo', target);
    relay.setConnected(true);
    relay.stop();
    target.dispatchEvent(new Event(LIVE_WINDOW_EVENTS.statusRequest));
    expect(heard.map(([, d]) => (d as { connected: boolean }).connected)).toEqual([true, false]);
  });
});
