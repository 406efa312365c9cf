import { describe, expect, it } from 'vitest';
import { baht, compactNumber, dueDay, inSentence, periodLabel, thisPeriod } from './money';

describe('billing figures', () => {
  it('writes satang as baht with two decimals', () => {
    expect(baht(123450)).toBe('฿1,234.50');
    expect(baht(5)).toBe('฿0.05');
  });

  it('isolates an amount inside a sentence so Arabic keeps the ฿ before the digits', () => {
    expect(inSentence('฿1.00')).toBe('\u2066฿1.00\u2069');
  });

  it('shortens a chart axis amount so six figures fit', () => {
    expect(compactNumber(150000)).toBe('150K');
    expect(compactNumber(102498.25)).toBe('102.5K');
    expect(compactNumber(0)).toBe('0');
  });

  it('writes Thai dates in the Buddhist era and takes the month on the community clock', () => {
    expect(dueDay('2026-11-10', 'th')).toContain('2569');
    expect(periodLabel('2026-11', 'en')).toBe('November 2026');
    expect(thisPeriod('Asia/Bangkok', new Date('2026-11-30T18:00:00Z'))).toBe('2026-12');
  });
});
