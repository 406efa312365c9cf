import { describe, expect, it } from 'vitest';
import { addMonths, lateSurcharge } from './late-surcharge';

const terms = {
  commonFeeSatang: 1_000_000, // ฿10,000.00
  dueDate: '2026-01-10',
  payments: [],
  after: '2026-01-10',
  through: '2026-02-09',
  lateRateBp: 1200,
  lateRateAfterSixMonthsBp: 2000,
};

describe('late surcharge', () => {
  it('charges ฿10,000.00 overdue 30 days at 12% a year ฿98.63', () => {
    expect(lateSurcharge(terms)).toBe(9863);
  });

  it('charges nothing on or before the due date, and nothing twice', () => {
    expect(lateSurcharge({ ...terms, through: '2026-01-10' })).toBe(0);
    expect(lateSurcharge({ ...terms, after: '2026-02-09' })).toBe(0);
    // Two spans that meet charge each day once; each span is rounded on its own (4931.5 → 4932).
    const first = lateSurcharge({ ...terms, through: '2026-01-25' });
    const second = lateSurcharge({ ...terms, after: '2026-01-25' });
    expect([first, second]).toEqual([4932, 4932]);
  });

  it('rounds half up to the satang', () => {
    // 1,825 satang at 10% for one day is 1,825 × 1000 / 3,650,000 = 0.5 satang: up to 1.
    const oneDay = { ...terms, lateRateBp: 1000, through: '2026-01-11' };
    expect(lateSurcharge({ ...oneDay, commonFeeSatang: 1825 })).toBe(1);
    expect(lateSurcharge({ ...oneDay, commonFeeSatang: 1824 })).toBe(0);
  });

  it('switches to the after-six-months rate the day after six months past due', () => {
    const day = (through: string, after: string) => lateSurcharge({ ...terms, after, through });
    expect(addMonths('2026-01-10', 6)).toBe('2026-07-10');
    // The last day at 12%: 1,000,000 × 1200 / 3,650,000 = 328.77 → 329.
    expect(day('2026-07-10', '2026-07-09')).toBe(329);
    // The first day at 20%: 1,000,000 × 2000 / 3,650,000 = 547.95 → 548.
    expect(day('2026-07-11', '2026-07-10')).toBe(548);
  });

  it('pays the common fee first: a part payment lowers the principal from its day on', () => {
    const paidHalf = lateSurcharge({ ...terms, payments: [{ on: '2026-01-26', satang: 500_000 }] });
    // 15 days on ฿10,000, 15 on ฿5,000: (15 × 1,000,000 + 15 × 500,000) × 1200 / 3,650,000 = 7397.26.
    expect(paidHalf).toBe(7397);
    const paidAll = lateSurcharge({ ...terms, payments: [{ on: '2026-01-11', satang: 2_000_000 }] });
    expect(paidAll).toBe(0);
  });

  it('ends a month past its last day on the last day of the month', () => {
    expect(addMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(addMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(addMonths('2026-11-15', 3)).toBe('2027-02-15');
  });
});
