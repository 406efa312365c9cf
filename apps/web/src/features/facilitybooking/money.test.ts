import { describe, expect, it } from 'vitest';
import { bahtToSatang, formatBaht, MONEY_MAX_BAHT, satangToBaht } from './money';

describe('baht and satang', () => {
  it('turns typed baht into whole satang, rounding away float noise', () => {
    expect(bahtToSatang(500)).toBe(50_000);
    expect(bahtToSatang(19.99)).toBe(1999);
    expect(bahtToSatang(0.1 + 0.2)).toBe(30);
    expect(bahtToSatang(null)).toBe(0);
  });

  it('reads satang back as baht', () => {
    expect(satangToBaht(1999)).toBe(19.99);
    expect(satangToBaht(bahtToSatang(1234.5))).toBe(1234.5);
  });

  it('writes amounts with the baht sign and two decimals', () => {
    expect(formatBaht(123_450)).toBe('฿1,234.50');
    expect(formatBaht(0)).toBe('฿0.00');
  });

  it('caps the form at the contract limit', () => {
    expect(MONEY_MAX_BAHT).toBe(100_000);
  });
});
