import type { FastifyBaseLogger } from 'fastify';
import { tooManyRequests } from '../errors';
import { withMemoryFallback } from './attempt-limiter-fallback';
import { redisAttemptStore } from './attempt-limiter-redis';
import { type AttemptStore, memoryAttemptStore } from './attempt-limiter-store';

/**
 * Counts attempts per key in a sliding window. Keys pair the account with the caller's address,
 * so someone guessing a password from elsewhere cannot lock the real user out. Limiters may
 * share one store: each keeps its counts under its own name.
 */
export class AttemptLimiter {
  constructor(
    readonly name: string,
    readonly max: number,
    readonly windowMs: number,
    readonly store: AttemptStore = memoryAttemptStore(),
  ) {}

  /** Throws 429 once the key has used up its attempts. */
  async check(key: string, now = Date.now()) {
    if ((await this.store.count(this.#key(key), this.windowMs, now)) >= this.max) throw tooManyRequests();
  }

  hit(key: string, now = Date.now()) {
    return this.store.add(this.#key(key), this.windowMs, now);
  }

  reset(key: string) {
    return this.store.clear(this.#key(key));
  }

  #key(key: string) {
    return `${this.name}:${key}`;
  }
}

/** In memory without REDIS_URL; with it, in Redis for all instances (memory while Redis is away). */
export async function attemptStoreFor(opts: {
  redisUrl?: string;
  /** Starts every key: the deployment's REDIS_PREFIX + `attempts:`. */
  keyPrefix: string;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}): Promise<AttemptStore> {
  if (!opts.redisUrl) return memoryAttemptStore();
  const shared = await redisAttemptStore(opts.redisUrl, opts.keyPrefix);
  return withMemoryFallback(shared, opts.log);
}
