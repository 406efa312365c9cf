import { describe, expect, it } from 'vitest';
import {
  barWidth,
  basisPoints,
  formatPercent,
  formatRatio,
  formatWeight,
  percentOf,
  ratioToMillionths,
  toMillionths,
} from './weights';

describe('toMillionths', () => {
  it('reads integers sent as strings beyond a double', () => {
    expect(toMillionths('9007199254740993')).toBe(9_007_199_254_740_993n);
    expect(toMillionths(12345)).toBe(12_345n);
  });

  it('counts missing or malformed weights as nothing', () => {
    expect(toMillionths(null)).toBe(0n);
    expect(toMillionths('0.5')).toBe(0n);
    expect(toMillionths('')).toBe(0n);
  });
});

describe('percentOf', () => {
  it('rounds half up in hundredths of a percent', () => {
    expect(basisPoints(1n, 3n)).toBe(3333);
    expect(basisPoints(2n, 3n)).toBe(6667);
    expect(basisPoints(1n, 8n)).toBe(1250);
    // 50 millionths is exactly half a hundredth of a percent: half rounds up, less rounds down.
    expect(basisPoints(5n, 1_000_000n)).toBe(0);
    expect(basisPoints(50n, 1_000_000n)).toBe(1);
  });

  it('is exact for a quarter of a large roll, where floats would drift', () => {
    expect(percentOf(250_000n, 1_000_000n)).toBe(25);
    expect(percentOf(249_999n, 1_000_000n)).toBe(25);
    expect(percentOf(249_949n, 1_000_000n)).toBe(24.99);
  });

  it('gives nothing for an empty base and caps bars at the track', () => {
    expect(percentOf(10n, 0n)).toBe(0);
    expect(barWidth(3n, 2n)).toBe(100);
    expect(barWidth(-1n, 2n)).toBe(0);
  });
});

describe('formatRatio', () => {
  it('shows six decimals without a float in between', () => {
    expect(formatRatio(12_345n, 'en')).toBe('0.012345');
    expect(formatRatio(1_000_000n, 'en')).toBe('1.000000');
    expect(formatRatio(123_456_789_012n, 'en')).toBe('123,456.789012');
  });

  it("uses the reader's separators", () => {
    expect(formatRatio(1_500_000n, 'fr')).toBe('1,500000');
  });
});

describe('formatPercent', () => {
  it('keeps two decimals', () => {
    expect(formatPercent(25, 'en')).toBe('25.00%');
    expect(formatPercent(33.33, 'th')).toBe('33.33%');
  });
});

describe('ratioToMillionths', () => {
  it('reads a typed ratio exactly', () => {
    expect(ratioToMillionths('0.1')).toBe(100_000n);
    expect(ratioToMillionths('0.012345')).toBe(12_345n);
    expect(ratioToMillionths('1')).toBe(1_000_000n);
    expect(ratioToMillionths(' 0.000001 ')).toBe(1n);
  });

  it('refuses more than six decimals, more than one whole, or words', () => {
    expect(ratioToMillionths('0.0000001')).toBe(-1n);
    expect(ratioToMillionths('1.000001')).toBe(-1n);
    expect(ratioToMillionths('abc')).toBe(-1n);
    expect(ratioToMillionths('-0.1')).toBe(-1n);
  });
});

describe('formatWeight', () => {
  it("counts a village's plots as whole votes and a condominium's ratios as ratios", () => {
    expect(formatWeight(12_000_000n, 'en', 'VILLAGE')).toBe('12');
    expect(formatWeight(1_250_000_000n, 'th', 'VILLAGE')).toBe('1,250');
    expect(formatWeight(12_000_000n, 'en', 'CONDO')).toBe('12.000000');
  });

  it('keeps the decimals of a village weight that is not whole', () => {
    expect(formatWeight(500_000n, 'en', 'VILLAGE')).toBe('0.500000');
  });
});
