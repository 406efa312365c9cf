import { describe, expect, it } from 'vitest';
import { closeDecision, retryDelay } from './close-decision';

describe('closeDecision', () => {
  it('renews the ticket on 4401, stops on 4403, offers takeover on 4409', () => {
    expect(closeDecision(4401)).toBe('renew');
    expect(closeDecision(4403)).toBe('stop');
    expect(closeDecision(4409)).toBe('takenOver');
  });

  it('retries on a server going away, a dropped line and too many frames', () => {
    for (const code of [1000, 1001, 1006, 1011, 4429]) expect(closeDecision(code)).toBe('retry');
  });
});

describe('retryDelay', () => {
  const mid = () => 0.5;
  it('doubles from about a second up to 30 s', () => {
    const delays = [0, 1, 2, 3, 4, 5, 6, 10].map((a) => retryDelay(a, 1006, () => 1));
    expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('keeps at least half the ceiling with jitter', () => {
    expect(retryDelay(0, 1006, () => 0)).toBe(500);
    expect(retryDelay(2, 1006, mid)).toBe(3000);
  });

  it('waits at least 10 s after being closed for too many frames', () => {
    expect(retryDelay(0, 4429, mid)).toBe(10_000);
    expect(retryDelay(5, 4429, () => 1)).toBe(30_000);
  });
});
