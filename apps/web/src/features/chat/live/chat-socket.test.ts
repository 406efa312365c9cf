import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ChatSocketState, openChatSocket } from './chat-socket';

/** A socket the test opens, feeds and closes by hand. */
class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  close(code = 1000) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const flush = () => vi.advanceTimersByTimeAsync(0);

function start(duplicate = false, refuse = false) {
  const states: ChatSocketState[] = [];
  const opens: boolean[] = [];
  const events: unknown[] = [];
  let tickets = 0;
  const socket = openChatSocket({
    deviceID: 'web-device-1',
    origin: 'https://console.example',
    ticket: async () => {
      if (refuse) throw Object.assign(new Error('not a chat admin'), { status: 403 });
      return `t${++tickets}`;
    },
    duplicate: async () => duplicate,
    onEvent: (e) => events.push(e),
    onOpen: (again) => opens.push(again),
    onState: (s) => states.push(s),
    createSocket: (u) => new FakeSocket(u) as unknown as WebSocket,
    pingEveryMs: 25_000,
  });
  return { socket, states, opens, events, last: () => FakeSocket.all.at(-1)! };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

describe('openChatSocket', () => {
  it('opens with a ticket and the device, pings every 25 s and hands on valid events only', async () => {
    const c = start();
    await flush();
    expect(c.last().url).toBe('wss://console.example/api/chat/live?ticket=t1&deviceID=web-device-1');
    c.last().open();
    expect(c.opens).toEqual([false]);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(c.last().sent).toEqual(['{"type":"ping"}']);
    c.last().onmessage?.({ data: '{"type":"pong"}' });
    c.last().onmessage?.({ data: '{"type":"nonsense"}' });
    c.last().onmessage?.({ data: '<html>' });
    expect(c.events).toEqual([{ type: 'pong' }]);
    c.socket.stop();
  });

  it('reconnects after a drop with a new ticket and tells the caller to catch up', async () => {
    const c = start();
    await flush();
    c.last().open();
    c.last().close(1006);
    expect(c.states.at(-1)).toBe('retrying');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(c.last().url).toContain('ticket=t2');
    c.last().open();
    expect(c.opens).toEqual([false, true]);
    c.socket.stop();
  });

  it('renews the ticket at once on 4401 and stops for good on 4403', async () => {
    const c = start();
    await flush();
    c.last().open();
    c.last().close(4401);
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
    c.last().open();
    c.last().close(4403);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(2);
    expect(c.states.at(-1)).toBe('removed');
  });

  it('stops on 4409 and takes chat back with takeover=true when asked', async () => {
    const c = start();
    await flush();
    c.last().open();
    c.last().close(4409);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(c.states.at(-1)).toBe('takenOver');
    expect(FakeSocket.all).toHaveLength(1);
    c.socket.takeover();
    await flush();
    expect(c.last().url).toContain('takeover=true');
    c.socket.stop();
  });

  it('does not connect when chat is open elsewhere until the reader takes over', async () => {
    const c = start(true);
    await flush();
    expect(FakeSocket.all).toHaveLength(0);
    expect(c.states.at(-1)).toBe('duplicate');
    c.socket.takeover();
    await flush();
    expect(FakeSocket.all).toHaveLength(1);
    expect(c.last().url).toContain('takeover=true');
    c.socket.stop();
  });

  it('stops asking for tickets once the API refuses one (403)', async () => {
    const c = start(false, true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(0);
    expect(c.states.at(-1)).toBe('removed');
  });

  it('sends frames only while open, and nothing reconnects after stop', async () => {
    const c = start();
    await flush();
    expect(c.socket.send({ type: 'typing', roomID: undefined })).toBe(false);
    c.last().open();
    expect(c.socket.send({ type: 'ping' })).toBe(true);
    c.socket.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
