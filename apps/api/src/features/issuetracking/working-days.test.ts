import { describe, expect, it } from 'vitest';
import { localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { dueAfterWorkingDays, workingDayAfter } from './working-days';

const BANGKOK = 'Asia/Bangkok';
const office = { workingWeekdays: [1, 2, 3, 4, 5], holidays: ['2026-12-07'] };

describe('working days in the office calendar', () => {
  it('counts day 0 as today on a working day and the next working day otherwise', () => {
    expect(workingDayAfter('2026-11-25', 0, office)).toBe('2026-11-25'); // Wednesday
    expect(workingDayAfter('2026-11-28', 0, office)).toBe('2026-11-30'); // Saturday → Monday
    expect(workingDayAfter('2026-11-27', 2, office)).toBe('2026-12-01'); // Friday + 2 → Tuesday
  });

  it('skips a weekend and a holiday together', () => {
    // Friday 4 Dec + 1 working day: Sat, Sun and Monday 7 Dec (holiday) are skipped → Tuesday.
    expect(workingDayAfter('2026-12-04', 1, office)).toBe('2026-12-08');
    expect(workingDayAfter('2026-12-04', 5, office)).toBe('2026-12-14');
  });

  it('is due at the end of the local day, whatever the UTC date of the moment it was made', () => {
    // 23:30 on Friday 27 Nov in Bangkok is 16:30 UTC the same day; 2 working days → Tuesday.
    const made = new Date('2026-11-27T16:30:00Z');
    expect(localDate(made, BANGKOK)).toBe('2026-11-27');
    const due = dueAfterWorkingDays(made, 2, office, BANGKOK);
    expect(due.toISOString()).toBe('2026-12-01T16:59:59.999Z');
    // 00:30 on Saturday 28 Nov in Bangkok (17:30 UTC Friday): day 0 is Monday.
    const late = dueAfterWorkingDays(new Date('2026-11-27T17:30:00Z'), 0, office, BANGKOK);
    expect(localDate(late, BANGKOK)).toBe('2026-11-30');
  });

  it('finds local midnight across a daylight-saving change', () => {
    // New York springs forward on 8 March 2026: midnight is still 05:00 UTC that day.
    expect(startOfLocalDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(startOfLocalDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('counts calendar days rather than looping for ever when no day is a working day', () => {
    expect(workingDayAfter('2026-11-25', 3, { workingWeekdays: [], holidays: [] })).toBe('2026-11-28');
  });
});
