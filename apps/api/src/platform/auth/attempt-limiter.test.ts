import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { AttemptLimiter } from './attempt-limiter';
import { memoryAttemptStore } from './attempt-limiter-store';

const MINUTE = 60_000;
const refusal = (check: Promise<void>) => check.catch((err: unknown) => err);

describe('AttemptLimiter', () => {
  it('allows max attempts in the window, then refuses with 429', async () => {
    const limiter = new AttemptLimiter('sign-in', 3, 15 * MINUTE);
    const now = 1_000_000;
    for (let i = 0; i < 3; i++) {
      await expect(limiter.check('a|1.2.3.4', now + i)).resolves.toBeUndefined();
      await limiter.hit('a|1.2.3.4', now + i);
    }
    const err = await refusal(limiter.check('a|1.2.3.4', now + 10));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: /Too many attempts/ });
  });

  it('counts each key apart', async () => {
    const limiter = new AttemptLimiter('sign-in', 1, MINUTE);
    await limiter.hit('a|1.2.3.4', 0);
    await expect(limiter.check('a|1.2.3.4', 1)).rejects.toThrow();
    await expect(limiter.check('a|5.6.7.8', 1)).resolves.toBeUndefined();
    await expect(limiter.check('b|1.2.3.4', 1)).resolves.toBeUndefined();
  });

  it('keeps limiters sharing a store apart by name', async () => {
    const store = memoryAttemptStore();
    const signIn = new AttemptLimiter('sign-in', 1, MINUTE, store);
    const signUp = new AttemptLimiter('sign-up', 1, MINUTE, store);
    await signIn.hit('1.2.3.4', 0);
    await expect(signIn.check('1.2.3.4', 1)).rejects.toThrow();
    await expect(signUp.check('1.2.3.4', 1)).resolves.toBeUndefined();
  });

  it('forgets attempts older than the window, one by one', async () => {
    const limiter = new AttemptLimiter('k', 2, 10 * MINUTE);
    await limiter.hit('k', 0);
    await limiter.hit('k', 5 * MINUTE);
    await expect(limiter.check('k', 10 * MINUTE - 1)).rejects.toThrow();
    // The first attempt has left the window; the second has not.
    await expect(limiter.check('k', 10 * MINUTE)).resolves.toBeUndefined();
    await limiter.hit('k', 10 * MINUTE);
    await expect(limiter.check('k', 10 * MINUTE + 1)).rejects.toThrow();
    await expect(limiter.check('k', 20 * MINUTE)).resolves.toBeUndefined();
  });

  it('starts over after reset', async () => {
    const limiter = new AttemptLimiter('k', 2, MINUTE);
    await limiter.hit('k', 0);
    await limiter.hit('k', 1);
    await expect(limiter.check('k', 2)).rejects.toThrow();
    await limiter.reset('k');
    await expect(limiter.check('k', 3)).resolves.toBeUndefined();
    await limiter.hit('k', 3);
    await expect(limiter.check('k', 4)).resolves.toBeUndefined();
  });
});
