import { describe, expect, it } from 'vitest';
import { countdownTo } from './countdown';

const now = Date.parse('2026-11-27T10:00:00Z');

describe('countdownTo', () => {
  it('splits the time left into days, hours and minutes', () => {
    expect(countdownTo('2026-11-29T13:05:00Z', now)).toEqual({
      started: false,
      days: 2,
      hours: 3,
      minutes: 5,
    });
  });

  it('rounds up so the last seconds still show a minute', () => {
    expect(countdownTo('2026-11-27T10:00:30Z', now)).toEqual({
      started: false,
      days: 0,
      hours: 0,
      minutes: 1,
    });
  });

  it('counts a past or unreadable time as started', () => {
    expect(countdownTo('2026-11-27T09:59:00Z', now).started).toBe(true);
    expect(countdownTo('2026-11-27T10:00:00Z', now).started).toBe(true);
    expect(countdownTo('not a time', now).started).toBe(true);
  });
});
