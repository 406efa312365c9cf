import { describe, expect, it } from 'vitest';
import { baht, dueDay, periodLabel, thisPeriod } from './money';

describe('billing figures', () => {
  it('writes satang as baht with two decimals', () => {
    expect(baht(123450)).toBe('฿1,234.50');
    expect(baht(5)).toBe('฿0.05');
  });

  it('writes Thai dates in the Buddhist era and takes the month on the community clock', () => {
    expect(dueDay('2026-11-10', 'th')).toContain('2569');
    expect(periodLabel('2026-11', 'en')).toBe('November 2026');
    expect(thisPeriod('Asia/Bangkok', new Date('2026-11-30T18:00:00Z'))).toBe('2026-12');
  });
});
