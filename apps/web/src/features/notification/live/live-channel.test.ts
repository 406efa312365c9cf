import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openLiveChannel } from './live-channel';

/** Enough of a browser WebSocket for the channel: the test opens, feeds and closes it. */
class FakeSocket {
  readyState = 0;
  sent: string[] = [];
  closedWith: number | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(
    readonly url: string,
    readonly protocols: string[],
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close(code: number) {
    this.closedWith = code;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  receive(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  drop(code: number) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const item = {
  notificationID: '0193a1b2-0000-7000-8000-000000000001',
  inboxTitle: 'Leak',
  inboxBody: 'Room 12',
  displayActivityDate: '2025-11-21T09:00:00.000Z',
  readContentFlag: false,
  featureEnum: 'REPAIR_REQUEST',
  target: '/dashboard/repair',
};

let sockets: FakeSocket[];
let tokens: { forceRefresh: boolean }[];
let stop: () => void;
const events: unknown[] = [];
const statuses: boolean[] = [];
const reconnects = vi.fn();

async function start(token: string | null = 'tok-1') {
  stop = openLiveChannel({
    communityID: 'riverside condo',
    origin: 'https://console.example',
    accessToken: async (o) => {
      tokens.push(o);
      return token;
    },
    onEvent: (e) => events.push(e),
    onReconnect: reconnects,
    onStatus: (connected) => statuses.push(connected),
    createSocket: (url, protocols) => {
      const s = new FakeSocket(url, protocols);
      sockets.push(s);
      return s as unknown as WebSocket;
    },
    pingEveryMs: 1000,
  });
  await vi.advanceTimersByTimeAsync(0);
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  tokens = [];
  events.length = 0;
  statuses.length = 0;
  reconnects.mockReset();
});
afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('openLiveChannel', () => {
  it('connects with the token as the bearer subprotocol, never in the URL', async () => {
    await start();
    expect(sockets).toHaveLength(1);
    expect(sockets[0]!.url).toBe('wss://console.example/api/notification/live?communityID=riverside%20condo');
    expect(sockets[0]!.protocols).toEqual(['bearer', 'tok-1']);
  });

  it('hands on valid events only, and pings while open', async () => {
    await start();
    const s = sockets[0]!;
    s.open();
    s.receive({ type: 'badge', inboxBadgeCount: 4 });
    s.receive({ type: 'notification', item });
    s.receive({ type: 'badge', inboxBadgeCount: 'many' });
    s.receive('not json');
    expect(events).toEqual([
      { type: 'badge', inboxBadgeCount: 4 },
      { type: 'notification', item },
    ]);
    await vi.advanceTimersByTimeAsync(2500);
    expect(s.sent).toEqual(['{"type":"ping"}', '{"type":"ping"}']);
  });

  it('reconnects with growing back-off, and resets it once a socket opens', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(1);
    await start();
    sockets[0]!.drop(1006);
    await vi.advanceTimersByTimeAsync(999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop(1006);
    await vi.advanceTimersByTimeAsync(1999);
    expect(sockets).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    expect(reconnects).not.toHaveBeenCalled();
    sockets[2]!.drop(1001);
    await vi.advanceTimersByTimeAsync(1000);
    expect(sockets).toHaveLength(4);
    sockets[3]!.open();
    expect(reconnects).toHaveBeenCalledTimes(1);
    expect(tokens.every((t) => !t.forceRefresh)).toBe(true);
  });

  it('refreshes the token at once after 4401, and gives up after 4403', async () => {
    await start();
    sockets[0]!.open();
    sockets[0]!.drop(4401);
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(2);
    expect(tokens.at(-1)).toEqual({ forceRefresh: true });
    sockets[1]!.open();
    sockets[1]!.drop(4403);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(2);
  });

  it('stops for good: closes the socket and schedules nothing', async () => {
    await start();
    sockets[0]!.open();
    stop();
    expect(sockets[0]!.closedWith).toBe(1000);
    sockets[0]!.drop(1000);
    await vi.advanceTimersByTimeAsync(120_000);
    expect(sockets).toHaveLength(1);
  });

  it('reports the socket up and down once per change, and down when stopped', async () => {
    await start();
    sockets[0]!.drop(1006);
    expect(statuses).toEqual([]);
    await vi.advanceTimersByTimeAsync(2000);
    sockets[1]!.open();
    sockets[1]!.drop(1006);
    await vi.advanceTimersByTimeAsync(4000);
    sockets[2]!.drop(1006);
    await vi.advanceTimersByTimeAsync(8000);
    sockets[3]!.open();
    stop();
    expect(statuses).toEqual([true, false, true, false]);
  });

  it('does not connect without a token', async () => {
    await start(null);
    expect(sockets).toHaveLength(0);
  });
});
