import { describe, expect, it } from 'vitest';
import { roundTimesOn, weekdayOf } from './round-times';

const ZONE = 'Asia/Bangkok';
const night = {
  weekdays: [0, 1, 2, 3, 4, 5, 6],
  schedule: { kind: 'INTERVAL' as const, shiftStart: '20:00', shiftEnd: '06:00', everyMinutes: 120 },
  durationMinutes: 45,
  toleranceMinutes: 15,
};

describe('round times of a plan', () => {
  it('a 20:00-06:00 shift every 2 h: five rounds, all of the night it starts', () => {
    const rounds = roundTimesOn(night, '2026-03-03', ZONE);
    expect(rounds.map((r) => r.startsAt.toISOString())).toEqual([
      '2026-03-03T13:00:00.000Z',
      '2026-03-03T15:00:00.000Z',
      '2026-03-03T17:00:00.000Z',
      '2026-03-03T19:00:00.000Z',
      '2026-03-03T21:00:00.000Z', // 04:00 on the 4th, Bangkok time
    ]);
    expect(new Set(rounds.map((r) => r.day))).toEqual(new Set(['2026-03-03']));
    expect(rounds[0]!.dueAt.toISOString()).toBe('2026-03-03T14:00:00.000Z');
  });

  it('start times on the chosen weekdays only', () => {
    const day = { ...night, weekdays: [2], schedule: { kind: 'TIMES' as const, times: ['14:00', '09:00'] } };
    expect(weekdayOf('2026-03-03')).toBe(2);
    expect(roundTimesOn(day, '2026-03-03', ZONE).map((r) => r.startsAt.toISOString())).toEqual([
      '2026-03-03T02:00:00.000Z',
      '2026-03-03T07:00:00.000Z',
    ]);
    expect(roundTimesOn(day, '2026-03-04', ZONE)).toEqual([]);
  });
});
