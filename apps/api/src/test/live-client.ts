import http from 'node:http';
import { LIVE_PATH, type LiveEvent } from '@cc/contracts/notification-live';
import type { FastifyInstance } from 'fastify';

/** The base URL of an app listening on a free port of 127.0.0.1. */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export const liveUrl = (base: string, communityID: string) =>
  `${base.replace(/^http/, 'ws')}${LIVE_PATH}?communityID=${encodeURIComponent(communityID)}`;

/** Events a socket received, taken in order; `next` waits for one that has not come yet. */
export class EventQueue<E> {
  readonly #queue: E[] = [];
  readonly #waiting: ((e: E) => void)[] = [];

  push(event: E) {
    const waiter = this.#waiting.shift();
    if (waiter) waiter(event);
    else this.#queue.push(event);
  }

  /** The next event, or a failure after `ms`. */
  next(ms = 5000, what = 'live'): Promise<E> {
    const queued = this.#queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(waiter), 1);
        reject(new Error(`no ${what} event within ${ms} ms`));
      }, ms);
      const waiter = (e: E) => {
        clearTimeout(timer);
        resolve(e);
      };
      this.#waiting.push(waiter);
    });
  }

  /** Events already received and not yet taken. */
  get pending(): readonly E[] {
    return this.#queue;
  }
}

/** A console's live socket as a queue of events, signed in the way a browser does it. */
export class LiveClient {
  readonly socket: WebSocket;
  readonly #events = new EventQueue<LiveEvent>();
  readonly opened: Promise<void>;
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(url: string, token: string, headers: Record<string, string> = {}) {
    this.socket = new WebSocket(url, { protocols: ['bearer', token], headers });
    this.socket.addEventListener('message', (m) =>
      this.#events.push(JSON.parse(String(m.data)) as LiveEvent),
    );
    this.opened = new Promise((resolve, reject) => {
      this.socket.addEventListener('open', () => resolve());
      this.socket.addEventListener('error', () => reject(new Error('live socket refused')));
    });
    this.closed = new Promise((resolve) =>
      this.socket.addEventListener('close', (e) => resolve({ code: e.code, reason: e.reason })),
    );
  }

  /** The next event, or a failure after `ms`. */
  next(ms = 5000): Promise<LiveEvent> {
    return this.#events.next(ms);
  }

  /** Events already received and not yet taken. */
  get pending(): readonly LiveEvent[] {
    return this.#events.pending;
  }

  close() {
    this.socket.close();
    return this.closed;
  }
}

/** Opens a live socket and takes its greeting (the badge); answers the client and that count. */
export async function connectLive(url: string, token: string, headers?: Record<string, string>) {
  const client = new LiveClient(url, token, headers);
  await client.opened;
  const greeting = await client.next();
  if (greeting.type !== 'badge') throw new Error(`expected the badge first, got ${greeting.type}`);
  return { client, badge: greeting.inboxBadgeCount };
}

/**
 * The HTTP status a WebSocket handshake gets (101 when upgraded), so a refusal's reason can be
 * checked; browsers only ever show a failed connection.
 */
export function handshakeStatus(url: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    // A fresh connection each time: the server drops a refused handshake's socket after answering.
    const req = http.request(url.replace(/^ws/, 'http'), {
      agent: false,
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': Buffer.from('0123456789abcdef').toString('base64'),
        ...headers,
      },
    });
    req.on('upgrade', (res, socket) => {
      socket.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}
