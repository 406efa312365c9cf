import type { FastifyBaseLogger } from 'fastify';
import { type AttemptStore, memoryAttemptStore } from './attempt-limiter-store';

/**
 * Uses the shared store, and counts in this instance's memory whenever it fails: sign-in keeps
 * working and keeps its limit (per instance) while Redis is away. One warning when that starts
 * and one when Redis answers again, not one per request.
 */
export function withMemoryFallback(
  shared: AttemptStore,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): AttemptStore {
  const memory = memoryAttemptStore();
  let away = false;
  async function use<T>(op: (store: AttemptStore) => Promise<T>): Promise<T> {
    try {
      const result = await op(shared);
      if (away) {
        away = false;
        log.info('attempt limits: Redis answers again; counting there');
      }
      return result;
    } catch (err) {
      if (!away) {
        away = true;
        log.warn(
          { err: (err as Error).message },
          'attempt limits: Redis unreachable; counting in this instance only until it is back',
        );
      }
      return op(memory);
    }
  }
  return {
    count: (key, windowMs, now) => use((s) => s.count(key, windowMs, now)),
    add: (key, windowMs, now) => use((s) => s.add(key, windowMs, now)),
    clear: (key) => use((s) => s.clear(key)),
    async close() {
      await Promise.all([shared.close(), memory.close()]);
    },
  };
}
