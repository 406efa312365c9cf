import { describe, expect, it } from 'vitest';
import { durationParts, monthLabel, monthStart, todayIn, twelveMonths } from './report-months';

describe('report months', () => {
  it('labels months in the Buddhist era for Thai readers', () => {
    expect(monthLabel('2026-11', 'th')).toContain('69');
    expect(monthLabel('2026-11', 'th')).toContain('พ.ย.');
    expect(monthLabel('2026-11', 'en')).toContain('26');
  });

  it('lists the twelve months ending with the chosen one, across the year', () => {
    const m = twelveMonths('2026-03');
    expect(m).toHaveLength(12);
    expect(m[0]).toBe('2025-04');
    expect(m[9]).toBe('2026-01');
    expect(m[11]).toBe('2026-03');
  });

  it('says short closes in hours and long ones in days', () => {
    expect(durationParts(5.25)).toEqual({ unit: 'hours', value: 5.3 });
    expect(durationParts(72)).toEqual({ unit: 'days', value: 3 });
  });

  it('takes today from the community clock, ahead of UTC in Bangkok', () => {
    const late = new Date('2026-11-25T19:05:00Z');
    expect(todayIn('Asia/Bangkok', late)).toBe('2026-11-26');
    expect(todayIn('UTC', late)).toBe('2026-11-25');
  });

  it('starts the report eleven months back on the first of the month', () => {
    expect(monthStart('2026-11-26', 11)).toBe('2025-12-01');
    expect(monthStart('2026-01-31', 1)).toBe('2025-12-01');
  });
});
