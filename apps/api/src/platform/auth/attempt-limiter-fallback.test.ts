import { describe, expect, it, vi } from 'vitest';
import { AttemptLimiter, attemptStoreFor } from './attempt-limiter';
import { withMemoryFallback } from './attempt-limiter-fallback';
import { type AttemptStore, memoryAttemptStore } from './attempt-limiter-store';

const MINUTE = 60_000;
const quietLog = () => ({ warn: vi.fn(), info: vi.fn() });

/** A store that fails while `down` is true, as Redis does when unreachable. */
function flakyStore() {
  const inner = memoryAttemptStore();
  const state = { down: false };
  const guard =
    <A extends unknown[], R>(fn: (...a: A) => Promise<R>) =>
    async (...a: A) => {
      if (state.down) throw new Error('connect ECONNREFUSED');
      return fn(...a);
    };
  const store: AttemptStore = {
    count: guard(inner.count),
    add: guard(inner.add),
    clear: guard(inner.clear),
    close: inner.close,
  };
  return { store, state };
}

describe('memory fallback for the shared attempt store', () => {
  it('keeps counting, in memory, while the shared store fails, and warns once per outage', async () => {
    const { store, state } = flakyStore();
    const log = quietLog();
    const limiter = new AttemptLimiter('sign-in', 2, MINUTE, withMemoryFallback(store, log));
    state.down = true;
    await limiter.check('k', 0);
    await limiter.hit('k', 0);
    await limiter.hit('k', 1);
    await expect(limiter.check('k', 2)).rejects.toMatchObject({ statusCode: 429 });
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![1]).toMatch(/Redis unreachable/);

    state.down = false;
    // Back on the shared store, which saw none of those attempts.
    await expect(limiter.check('k', 3)).resolves.toBeUndefined();
    expect(log.info).toHaveBeenCalledTimes(1);
    state.down = true;
    await limiter.check('other', 4);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('lets sign-in through and still limits it when REDIS_URL points nowhere', async () => {
    const log = quietLog();
    // Port 1: nothing listens there, so every connection is refused at once.
    const store = await attemptStoreFor({ redisUrl: 'redis://127.0.0.1:1', keyPrefix: 'unused:', log });
    const limiter = new AttemptLimiter('sign-in', 3, MINUTE, store);
    try {
      for (let i = 0; i < 3; i++) {
        await limiter.check('a|1.2.3.4');
        await limiter.hit('a|1.2.3.4');
      }
      await expect(limiter.check('a|1.2.3.4')).rejects.toMatchObject({ statusCode: 429 });
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      await store.close();
    }
  });
});
