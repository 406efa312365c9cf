import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { AttemptLimiter } from './attempt-limiter';

const MINUTE = 60_000;
const refusal = (fn: () => void) => {
  try {
    fn();
  } catch (err) {
    return err;
  }
  return undefined;
};

describe('AttemptLimiter', () => {
  it('allows max attempts in the window, then refuses with 429', () => {
    const limiter = new AttemptLimiter(3, 15 * MINUTE);
    const now = 1_000_000;
    for (let i = 0; i < 3; i++) {
      expect(() => limiter.check('a|1.2.3.4', now + i)).not.toThrow();
      limiter.hit('a|1.2.3.4', now + i);
    }
    const err = refusal(() => limiter.check('a|1.2.3.4', now + 10));
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: /Too many attempts/ });
  });

  it('counts each key apart', () => {
    const limiter = new AttemptLimiter(1, MINUTE);
    limiter.hit('a|1.2.3.4', 0);
    expect(() => limiter.check('a|1.2.3.4', 1)).toThrow();
    expect(() => limiter.check('a|5.6.7.8', 1)).not.toThrow();
    expect(() => limiter.check('b|1.2.3.4', 1)).not.toThrow();
  });

  it('forgets attempts older than the window, one by one', () => {
    const limiter = new AttemptLimiter(2, 10 * MINUTE);
    limiter.hit('k', 0);
    limiter.hit('k', 5 * MINUTE);
    expect(() => limiter.check('k', 10 * MINUTE - 1)).toThrow();
    // The first attempt has left the window; the second has not.
    expect(() => limiter.check('k', 10 * MINUTE)).not.toThrow();
    limiter.hit('k', 10 * MINUTE);
    expect(() => limiter.check('k', 10 * MINUTE + 1)).toThrow();
    expect(() => limiter.check('k', 20 * MINUTE)).not.toThrow();
  });

  it('starts over after reset', () => {
    const limiter = new AttemptLimiter(2, MINUTE);
    limiter.hit('k', 0);
    limiter.hit('k', 1);
    expect(() => limiter.check('k', 2)).toThrow();
    limiter.reset('k');
    expect(() => limiter.check('k', 3)).not.toThrow();
    limiter.hit('k', 3);
    expect(() => limiter.check('k', 4)).not.toThrow();
  });

  it('still counts correctly after sweeping many keys', () => {
    const limiter = new AttemptLimiter(1, MINUTE);
    limiter.hit('kept', 0);
    for (let i = 0; i <= 100_000; i++) limiter.hit(`k${i}`, 2 * MINUTE);
    expect(() => limiter.check('kept', 2 * MINUTE)).not.toThrow();
    expect(() => limiter.check('k5', 2 * MINUTE)).toThrow();
  });
});
