import { describe, expect, it } from 'vitest';
import { baht, toSatang } from './coupon-format';

describe('coupon money on screen', () => {
  it('shows satang as baht with two decimals', () => {
    expect(baht(180_000, 'en')).toBe('1,800.00');
    expect(baht(5, 'en')).toBe('0.05');
  });

  it('sends baht typed as whole satang, without float drift', () => {
    expect(toSatang(1_800)).toBe(180_000);
    expect(toSatang(19.99)).toBe(1_999);
    expect(toSatang(0.1 + 0.2)).toBe(30);
  });
});
