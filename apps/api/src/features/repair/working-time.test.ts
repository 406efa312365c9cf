import { describe, expect, it } from 'vitest';
import { addWorkingHours, addWorkingMs, workingMsBetween } from './working-time';

const office = {
  workDays: [1, 2, 3, 4, 5, 6],
  workStart: '08:00',
  workEnd: '17:00',
  holidays: ['2026-12-07'],
  timeZone: 'Asia/Bangkok',
};
const bkk = (s: string) => new Date(`${s}+07:00`);

describe('SLA working time', () => {
  it('counts only working hours: Saturday afternoon to Tuesday across a Sunday and a holiday Monday', () => {
    // Sat 5 Dec 2026 15:00 + 4 working hours: 2 on Saturday, Sunday off, Monday a holiday, 2 on Tuesday.
    expect(addWorkingHours(office, bkk('2026-12-05T15:00:00'), 4)).toEqual(bkk('2026-12-08T10:00:00'));
  });

  it('starts a request filed at night the next working morning', () => {
    expect(addWorkingHours(office, bkk('2026-12-02T22:30:00'), 1)).toEqual(bkk('2026-12-03T09:00:00'));
  });

  it('measures a pause in working time only, and moves a due time on by it', () => {
    const paused = workingMsBetween(office, bkk('2026-12-04T16:00:00'), bkk('2026-12-08T09:30:00'));
    // Friday 1 h, Saturday 9 h, Sunday and the holiday none, Tuesday 1.5 h.
    expect(paused / 3_600_000).toBe(11.5);
    expect(addWorkingMs(office, bkk('2026-12-08T16:00:00'), paused)).toEqual(bkk('2026-12-10T09:30:00'));
  });
});
