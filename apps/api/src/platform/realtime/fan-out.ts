import type { LiveEvent } from '@cc/contracts/notification-live';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { AccessChange } from '../tenancy/access-change';

/** One event for several users of one community (the same item, or the same badge count). */
export interface LiveDelivery {
  userIds: readonly string[];
  event: LiveEvent;
}

export type FanOutMessage =
  | { kind: 'deliver'; communityId: string; deliveries: readonly LiveDelivery[] }
  | { kind: 'close'; communityId: string; userId: string }
  /** Cached access facts to forget (tenancy/access-cache.ts): a role, a feature switch, a suspension. */
  | { kind: 'access'; change: AccessChange };

/** Carries messages to every API instance, this one included; each delivers to its own sockets. */
export interface FanOut {
  readonly kind: 'in-process' | 'redis';
  publish(message: FanOutMessage): Promise<void>;
  close(): Promise<void>;
}

export function inProcessFanOut(onMessage: (m: FanOutMessage) => void): FanOut {
  return {
    kind: 'in-process',
    publish: async (message) => onMessage(message),
    close: async () => {},
  };
}

/**
 * Redis pub/sub: one publishing and one subscribed connection per instance, one channel (the
 * deployment's prefix + `live`). Every
 * instance hears every message and keeps what its own sockets need; ioredis reconnects and
 * re-subscribes by itself. Startup fails when Redis cannot be reached, rather than running
 * with live updates silently confined to one instance.
 */
export async function redisFanOut(
  url: string,
  prefix: string,
  onMessage: (m: FanOutMessage) => void,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
): Promise<FanOut> {
  const CHANNEL = `${prefix}live`;
  const options = { lazyConnect: true, maxRetriesPerRequest: 3, connectionName: 'cc-live' };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const client of [publisher, subscriber]) {
    client.on('error', (err: Error) => log.warn({ err: err.message }, 'realtime redis connection error'));
  }
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== CHANNEL) return;
    try {
      onMessage(JSON.parse(text) as FanOutMessage);
    } catch (err) {
      log.error({ err }, 'realtime message could not be handled');
    }
  });
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await subscriber.subscribe(CHANNEL);
  } catch (err) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`REDIS_URL is set but Redis cannot be reached: ${(err as Error).message}`);
  }
  return {
    kind: 'redis',
    publish: async (message) => void (await publisher.publish(CHANNEL, JSON.stringify(message))),
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}
