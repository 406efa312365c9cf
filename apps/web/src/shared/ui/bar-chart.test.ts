import { describe, expect, it } from 'vitest';
import { labelLines, niceScale } from './bar-chart-scale';

describe('niceScale', () => {
  it('steps by 1, 2 or 5 times a power of ten, about five ticks', () => {
    expect(niceScale(0)).toEqual({ max: 4, step: 1 });
    expect(niceScale(1)).toEqual({ max: 1, step: 1 });
    expect(niceScale(9)).toEqual({ max: 10, step: 2 });
    expect(niceScale(33)).toEqual({ max: 40, step: 10 });
    expect(niceScale(101)).toEqual({ max: 150, step: 50 });
  });

  it('tops at or above the largest value with whole steps', () => {
    for (const v of [3, 7, 12, 48, 99, 250, 1234]) {
      const { max, step } = niceScale(v);
      expect(max).toBeGreaterThanOrEqual(v);
      expect(Number.isInteger(step)).toBe(true);
      expect(max % step).toBe(0);
    }
  });
});

describe('labelLines', () => {
  it('keeps a label that fits on one line', () => {
    expect(labelLines('1–30 days', 100)).toEqual(['1–30 days']);
  });

  it('breaks a wide label between words, at most three lines, never inside a word', () => {
    expect(labelLines('أكثر من 180 يومًا', 50)).toEqual(['أكثر من', '180', 'يومًا']);
    expect(labelLines('one two three four five', 10)).toEqual(['one', 'two', 'three four five']);
    expect(labelLines('มากกว่า180วัน', 20)).toEqual(['มากกว่า180วัน']);
  });
});
