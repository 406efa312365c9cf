import { describe, expect, it } from 'vitest';
import { periodOf, readingOf, satangOf, usageBetween } from './meter-sheet-cells';

describe('meter sheet cells', () => {
  it('reads a month as typed or as the date a spreadsheet made of it', () => {
    expect(periodOf('2026-10')).toBe('2026-10');
    expect(periodOf(' 2026-10 ')).toBe('2026-10');
    expect(periodOf(new Date(Date.UTC(2026, 9, 1)))).toBe('2026-10');
    for (const bad of ['2026-13', '10/2026', '2026-1', '', null, 202610])
      expect(periodOf(bad)).toBeUndefined();
  });

  it('reads readings of up to 6 digits and 3 decimals, never a negative or an exponent', () => {
    expect(readingOf(1535.5)).toBe('1535.5');
    expect(readingOf('0012.125')).toBe('0012.125');
    for (const bad of [-1, 1e21, 1234567, '1.2345', '1,000', 'x', '', null])
      expect(readingOf(bad)).toBeUndefined();
  });

  it('reads baht amounts to whole satang', () => {
    expect(satangOf(350)).toBe(35000);
    expect(satangOf('1,250.5')).toBe(125050);
    expect(satangOf(0.1)).toBe(10);
    expect(satangOf('1000000')).toBe(100_000_000);
    for (const bad of ['1000000.01', '1.005', -5, 'abc']) expect(satangOf(bad)).toBeUndefined();
  });

  it('subtracts readings exactly and refuses a meter that ran backwards', () => {
    expect(usageBetween('0.1', '0.3')).toBe('0.2');
    expect(usageBetween('100', '112.5')).toBe('12.5');
    expect(usageBetween('999.999', '1000')).toBe('0.001');
    expect(usageBetween('5', '5')).toBe('0');
    expect(usageBetween('10', '9.999')).toBeNull();
  });
});
