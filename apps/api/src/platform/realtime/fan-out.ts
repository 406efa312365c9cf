import type { LiveEvent } from '@cc/contracts/notification-live';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { AccessChange } from '../tenancy/access-change';

/** One event for several users of one community (the same item, or the same badge count). */
export interface LiveDelivery<E = LiveEvent> {
  userIds: readonly string[];
  event: E;
}

export type FanOutMessage =
  /** `channel` absent: the bell's (messages from instances that predate channels read alike). */
  | { kind: 'deliver'; communityId: string; deliveries: readonly LiveDelivery<unknown>[]; channel?: string }
  | { kind: 'close'; communityId: string; userId: string }
  /** Closes one member's sockets on one channel, all but one connection (a takeover). */
  | {
      kind: 'close-connections';
      channel: string;
      communityId: string;
      userId: string;
      except?: string;
      code: number;
      reason: string;
    }
  /** Cached access facts to forget (tenancy/access-cache.ts): a role, a feature switch, a suspension. */
  | { kind: 'access'; change: AccessChange };

/** Carries messages to every API instance, this one included; each delivers to its own sockets. */
export interface FanOut {
  readonly kind: 'in-process' | 'redis';
  /** Whether messages reach the other instances now (in-process: there are none to reach). */
  readonly connected: boolean;
  publish(message: FanOutMessage): Promise<void>;
  close(): Promise<void>;
}

export function inProcessFanOut(onMessage: (m: FanOutMessage) => void): FanOut {
  return {
    kind: 'in-process',
    connected: true,
    publish: async (message) => onMessage(message),
    close: async () => {},
  };
}

type LiveLog = Pick<FastifyBaseLogger, 'warn' | 'error'> & Partial<Pick<FastifyBaseLogger, 'info'>>;

/**
 * Redis pub/sub: one publishing and one subscribed connection per instance, one channel (the
 * deployment's prefix + `live`). Every instance hears every message and keeps what its own
 * sockets need; ioredis reconnects and re-subscribes by itself.
 *
 * Redis away degrades live updates and fails nothing: publishing never waits for a reconnect
 * (no offline queue, a 1 s command timeout) and never throws into the request that raised the
 * event; the message is then delivered to this instance's own sockets only (the rows behind it
 * are stored either way, and consoles read them on their next load). That holds from start-up
 * too: an instance started while Redis is down serves at once, warns, and joins the channel
 * when Redis answers, rather than refusing to start and taking requests down with live updates.
 */
export async function redisFanOut(
  url: string,
  prefix: string,
  onMessage: (m: FanOutMessage) => void,
  log: LiveLog,
): Promise<FanOut> {
  const CHANNEL = `${prefix}live`;
  // Tries again at most a second apart: live delivery across instances resumes within about a
  // second of Redis answering, and a connection attempt a second is nothing to a Redis that is up.
  const base = {
    lazyConnect: true,
    connectionName: 'cc-live',
    retryStrategy: (attempt: number) => Math.min(attempt * 50, 1000),
  };
  const publisher = new Redis(url, {
    ...base,
    enableOfflineQueue: false,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
  });
  // The subscription waits for Redis however long it is away (it is queued, never dropped).
  const subscriber = new Redis(url, { ...base, maxRetriesPerRequest: null });
  const health = redisHealth(log);
  for (const client of [publisher, subscriber]) {
    client.on('error', (err: Error) => health.failed(err));
  }
  publisher.on('ready', () => health.answered());
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    try {
      onMessage(JSON.parse(text) as FanOutMessage);
    } catch (err) {
      log.error({ err }, 'realtime message could not be handled');
    }
  });
  // Unreachable now: both keep reconnecting, and the queued subscribe runs when Redis is back.
  await Promise.all([publisher.connect(), subscriber.connect()]).catch((err: Error) =>
    log.warn(
      { err: err.message },
      'REDIS_URL is set but Redis cannot be reached; live updates reach this instance only until it answers',
    ),
  );
  let closing = false;
  subscriber.subscribe(CHANNEL).catch((err: Error) => {
    if (!closing) log.error({ err }, 'realtime channel not joined');
  });
  return {
    kind: 'redis',
    get connected() {
      return publisher.status === 'ready' && subscriber.status === 'ready';
    },
    async publish(message) {
      try {
        await publisher.publish(CHANNEL, JSON.stringify(message));
      } catch (err) {
        health.failed(err as Error);
        onMessage(message);
      }
    },
    async close() {
      closing = true;
      // quit() would wait in the offline queue while Redis is away; then just drop the socket.
      const end = (c: Redis) =>
        c.status === 'ready' ? c.quit().catch(() => c.disconnect()) : c.disconnect();
      await Promise.allSettled([end(publisher), end(subscriber)]);
    },
  };
}

/** One warning when Redis goes away and one line when it answers again, not one per event. */
function redisHealth(log: LiveLog) {
  let away = false;
  return {
    failed(err: Error) {
      if (away) return;
      away = true;
      log.warn({ err: err.message }, 'realtime: Redis unreachable; live updates reach this instance only');
    },
    answered() {
      if (!away) return;
      away = false;
      log.info?.('realtime: Redis answers again; live updates reach every instance');
    },
  };
}
