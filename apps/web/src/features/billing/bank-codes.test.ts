import { describe, expect, it } from 'vitest';
import { bankLabel, todayIn } from './bank-codes';

describe('bankLabel', () => {
  it('names a known bank beside its code, and keeps an unknown code as it is', () => {
    expect(bankLabel('004')).toBe('004 KBANK');
    expect(bankLabel('999')).toBe('999');
  });
});

describe('todayIn', () => {
  it("reads the day on the community's clock, not the browser's", () => {
    const lateUtc = new Date('2026-11-26T20:00:00Z');
    expect(todayIn('Asia/Bangkok', lateUtc)).toBe('2026-11-27');
    expect(todayIn('UTC', lateUtc)).toBe('2026-11-26');
  });
});
