import { describe, expect, it } from 'vitest';
import { bitOfDay, foldActiveYears, yearStretches } from './active-years';

/** A year row with the given days active. */
const year = (userId: string, role: string, y: number, dates: string[]) => {
  const bits = Array(366).fill('0');
  for (const d of dates) bits[bitOfDay(d)] = '1';
  return { userId, role, year: y, days: bits.join('') };
};

describe('active years folded into report figures', () => {
  it('numbers days from the 1st of January, leap years included', () => {
    expect(bitOfDay('2026-01-01')).toBe(0);
    expect(bitOfDay('2026-12-31')).toBe(364);
    expect(bitOfDay('2028-12-31')).toBe(365);
  });

  it('counts distinct members per day, per month within the range, and per person', () => {
    const rows = [
      year('ann', 'RESIDENT', 2025, ['2025-12-31']),
      year('ann', 'RESIDENT', 2026, ['2026-01-05', '2026-01-06', '2026-03-01']),
      year('ben', 'RESIDENT', 2026, ['2026-01-06', '2026-02-03']),
      // Ben worked for the office one day in February: that day sits in his staff row alone.
      year('ben', 'PMC', 2026, ['2026-02-04']),
      year('pat', 'PMC', 2026, ['2026-01-06', '2026-02-02']),
    ];
    const f = foldActiveYears(rows, '2025-12-31', '2026-02-28');
    expect(f.perDay.get('2025-12-31')).toEqual({ residents: 1, staff: 0 });
    expect(f.perDay.get('2026-01-06')).toEqual({ residents: 2, staff: 1 });
    expect(f.perDay.get('2026-01-07')).toEqual({ residents: 0, staff: 0 });
    expect(f.perDay.size).toBe(60);
    expect(Object.fromEntries(f.perMonth)).toEqual({
      '2025-12': { residents: 1, staff: 0 },
      '2026-01': { residents: 2, staff: 1 },
      '2026-02': { residents: 1, staff: 2 },
    });
    // Ann's March day is past the range.
    expect(Object.fromEntries(f.perPerson)).toEqual({ ann: 3, ben: 3, pat: 2 });
  });

  it('cuts a range into one stretch of bits per year', () => {
    expect(yearStretches('2025-12-30', '2026-01-02')).toEqual([
      { year: 2025, start: 364, length: 2 },
      { year: 2026, start: 1, length: 2 },
    ]);
    expect(yearStretches('2026-03-01', '2026-03-30')).toEqual([{ year: 2026, start: 60, length: 30 }]);
  });
});
