import { describe, expect, it } from 'vitest';
import { addDays, clockOf, dayOf, todayIn, weekdayNames } from './format';

describe('booking formats', () => {
  it('reads instants on the community clock', () => {
    expect(clockOf('2026-11-27T02:00:00Z', 'Asia/Bangkok', 'en')).toBe('09:00');
  });

  it('gives Thai readers Buddhist-era years', () => {
    expect(dayOf('2026-11-27', 'th')).toContain('2569');
    expect(dayOf('2026-11-27', 'en')).toContain('2026');
  });

  it('knows the community day, whatever the browser zone', () => {
    expect(todayIn('Asia/Bangkok', new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('names weekdays from Sunday', () => {
    expect(weekdayNames('en')[0]).toBe('Sun');
    expect(weekdayNames('en', 'long')[6]).toBe('Saturday');
  });
});
