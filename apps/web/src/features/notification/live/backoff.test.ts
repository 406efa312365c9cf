import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from 1 s up to 30 s, with jitter between half and all of it', () => {
    const top = () => 1;
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((a) => reconnectDelay(a, top))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
    expect(reconnectDelay(3, () => 0)).toBe(4000);
  });
});
