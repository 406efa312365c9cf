import { tooManyRequests } from '../errors';

/**
 * Counts attempts per key in a sliding window. Keys pair the account with the caller's address,
 * so someone guessing a password from elsewhere cannot lock the real user out.
 */
export class AttemptLimiter {
  readonly #hits = new Map<string, number[]>();

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  #recent(key: string, now: number): number[] {
    const fresh = (this.#hits.get(key) ?? []).filter((t) => now - t < this.windowMs);
    if (fresh.length) this.#hits.set(key, fresh);
    else this.#hits.delete(key);
    return fresh;
  }

  /** Throws 429 once the key has used up its attempts. */
  check(key: string, now = Date.now()) {
    if (this.#recent(key, now).length >= this.max) throw tooManyRequests();
  }

  hit(key: string, now = Date.now()) {
    this.#hits.set(key, [...this.#recent(key, now), now]);
    if (this.#hits.size > 100_000) this.#sweep(now);
  }

  reset(key: string) {
    this.#hits.delete(key);
  }

  #sweep(now: number) {
    for (const key of this.#hits.keys()) this.#recent(key, now);
  }
}
