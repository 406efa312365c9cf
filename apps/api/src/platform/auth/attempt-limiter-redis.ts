import { createHash, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { AttemptStore } from './attempt-limiter-store';

/** Throws the first error inside a MULTI's answers; answers the replies. */
function replies(results: [Error | null, unknown][] | null): unknown[] {
  if (!results) throw new Error('attempt count transaction was aborted');
  const failed = results.find(([err]) => err);
  if (failed) throw failed[0];
  return results.map(([, reply]) => reply);
}

/**
 * A sliding window per key in one Redis sorted set (score: the attempt's time), shared by every
 * instance. Each key expires with its window, so idle keys leave Redis by themselves. The
 * client never queues commands while disconnected and gives up on a slow answer: the limiter
 * then counts in memory (attempt-limiter-fallback.ts) rather than hold a sign-in up.
 */
export async function redisAttemptStore(url: string, prefix: string): Promise<AttemptStore> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    connectionName: 'cc-attempts',
  });
  // Failures reach the caller through the commands; the fallback logs them once.
  client.on('error', () => {});
  // Unreachable now: ioredis keeps reconnecting, and the fallback counts until it is back.
  await client.connect().catch(() => {});

  // Keys name an e-mail and an address; hashed, they stay out of anyone's Redis key listing.
  const keyOf = (key: string) => prefix + createHash('sha256').update(key).digest('base64url');
  const trim = (key: string, windowMs: number, now: number) =>
    client.multi().zremrangebyscore(key, '-inf', now - windowMs);
  return {
    async count(key, windowMs, now) {
      const k = keyOf(key);
      return replies(await trim(k, windowMs, now).zcard(k).exec())[1] as number;
    },
    async add(key, windowMs, now) {
      const k = keyOf(key);
      const attempt = `${now}:${randomUUID()}`;
      replies(await trim(k, windowMs, now).zadd(k, now, attempt).pexpire(k, windowMs).exec());
    },
    clear: async (key) => void (await client.del(keyOf(key))),
    async close() {
      await client.quit().catch(() => client.disconnect());
    },
  };
}
