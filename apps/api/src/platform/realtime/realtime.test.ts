import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type { LiveSocket } from './local-sockets';
import { createRealtime } from './realtime';

/** A socket that records what it was sent; `answersPings` plays a live or a dead browser. */
class FakeSocket extends EventEmitter implements LiveSocket {
  readyState = 1;
  bufferedAmount = 0;
  sent: string[] = [];
  closedWith?: number;
  terminated = false;
  constructor(private readonly answersPings = true) {
    super();
  }
  send(data: string | Buffer) {
    this.sent.push(data.toString());
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
    this.emit('close');
  }
  terminate() {
    this.terminated = true;
    this.close(1006);
  }
  ping() {
    if (this.answersPings) queueMicrotask(() => this.emit('pong'));
  }
}

const log = { warn: () => {}, error: () => {} };
const later = Date.now() + 60_000;

describe('realtime hub (in-process)', () => {
  it('drops a socket that stops answering pings, and keeps one that answers', async () => {
    const hub = await createRealtime({ log, pingIntervalMs: 20 });
    const live = new FakeSocket(true);
    const dead = new FakeSocket(false);
    hub.hold(live, { communityId: 'c', userId: 'u1' }, later);
    hub.hold(dead, { communityId: 'c', userId: 'u2' }, later);
    await new Promise((r) => setTimeout(r, 100));
    expect(dead.terminated).toBe(true);
    expect(live.terminated).toBe(false);
    expect(hub.localSockets).toBe(1);
    await hub.close();
    expect(live.closedWith).toBe(1001);
  });

  it('delivers by community and user, and cuts off a socket that cannot keep up', async () => {
    const hub = await createRealtime({ log });
    const a = new FakeSocket();
    const slow = new FakeSocket();
    const elsewhere = new FakeSocket();
    hub.hold(a, { communityId: 'c', userId: 'u1' }, later);
    const heldSlow = hub.hold(slow, { communityId: 'c', userId: 'u1' }, later);
    hub.hold(elsewhere, { communityId: 'd', userId: 'u1' }, later);
    slow.bufferedAmount = 2 * 1024 * 1024;
    expect(heldSlow.received()).toBe(false);
    await hub.publish('c', [{ userIds: ['u1', 'u9'], event: { type: 'badge', inboxBadgeCount: 4 } }]);
    expect(a.sent).toEqual(['{"type":"badge","inboxBadgeCount":4}']);
    expect(slow.closedWith).toBe(4408);
    expect(elsewhere.sent).toEqual([]);
    await hub.close();
  });
});
