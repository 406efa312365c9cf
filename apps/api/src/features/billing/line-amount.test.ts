import { describe, expect, it } from 'vitest';
import { lineAmountSatang, plainQuantity } from './line-amount';

describe('a line amount', () => {
  it('is rate × quantity rounded half up to the satang', () => {
    expect(lineAmountSatang(1850, '45.5', false)).toBe(84175);
    expect(lineAmountSatang(1, '0.5', false)).toBe(1);
    expect(lineAmountSatang(1, '0.499', false)).toBe(0);
    expect(lineAmountSatang(333, '0.005', false)).toBe(2); // 1.665 → 2
    expect(lineAmountSatang(2500000, '0.010417', false)).toBe(26043); // 26042.5 → 26043
  });

  it('rounds half up to the whole baht when the community bills in baht', () => {
    expect(lineAmountSatang(1850, '45.5', true)).toBe(84200); // 841.75 → 842
    expect(lineAmountSatang(150, '1', true)).toBe(200); // 1.50 → 2
    expect(lineAmountSatang(149, '1', true)).toBe(100);
  });

  it('stays exact where floating point would not', () => {
    expect(lineAmountSatang(10, '0.3', false)).toBe(3);
    expect(lineAmountSatang(99_999, '100000.001', false)).toBe(9_999_900_100);
  });

  it('shows a quantity without trailing zeros', () => {
    expect(plainQuantity('45.500000')).toBe('45.5');
    expect(plainQuantity('2.000')).toBe('2');
    expect(plainQuantity('12')).toBe('12');
  });
});
