import type { FeeBreakdown } from '@cc/contracts/vms-ops';
import { describe, expect, it } from 'vitest';
import { feeLines } from './fee-lines';

const base: FeeBreakdown = {
  vehicleType: 'CAR',
  stayMinutes: 200,
  withinGrace: false,
  stamps: 0,
  coupons: 0,
  couponHours: 0,
  freeMinutesUsed: 0,
  chargeableMinutes: 200,
  hoursCharged: 4,
  days: [{ date: '2026-11-27', hours: 4, satang: 8_000, capApplied: false }],
  hourlySatang: 8_000,
  overnightSatang: 0,
  lostSlipSatang: 0,
  totalSatang: 8_000,
};

const sum = (fee: FeeBreakdown) => feeLines(fee).reduce((s, l) => s + (l.satang ?? 0), 0);

describe('feeLines', () => {
  it('prints each charged day, and the lines add up to the total', () => {
    expect(feeLines(base)).toEqual([
      { key: 'fee.day', values: { date: '2026-11-27', hours: 4 }, satang: 8_000 },
    ]);
    expect(sum(base)).toBe(base.totalSatang);
  });

  it('names the stamps, a capped day, the overnight and lost-slip fees', () => {
    const fee: FeeBreakdown = {
      ...base,
      stamps: 1,
      freeMinutesUsed: 120,
      days: [
        { date: '2026-11-26', hours: 12, satang: 20_000, capApplied: true },
        { date: '2026-11-27', hours: 2, satang: 4_000, capApplied: false },
      ],
      overnightSatang: 20_000,
      lostSlipSatang: 10_000,
      totalSatang: 54_000,
    };
    expect(feeLines(fee).map((l) => l.key)).toEqual([
      'fee.stamps',
      'fee.dayCapped',
      'fee.day',
      'fee.overnight',
      'fee.lostSlip',
    ]);
    expect(sum(fee)).toBe(fee.totalSatang);
  });

  it('names the coupons handed over and the hours they gave, still adding up to the total', () => {
    const fee: FeeBreakdown = {
      ...base,
      stamps: 1,
      freeMinutesUsed: 120,
      coupons: 2,
      couponHours: 3,
      days: [{ date: '2026-11-27', hours: 1, satang: 2_000, capApplied: false }],
      totalSatang: 2_000,
    };
    expect(feeLines(fee).slice(0, 2)).toEqual([
      { key: 'fee.stamps', values: { count: 1, minutes: 120 }, satang: null },
      { key: 'fee.coupons', values: { count: 2, hours: 3 }, satang: null },
    ]);
    expect(sum(fee)).toBe(fee.totalSatang);
    expect(feeLines(base).some((l) => l.key === 'fee.coupons')).toBe(false);
  });

  it('says a short stay is free, and a visitor on foot parks nothing', () => {
    const grace = { ...base, stayMinutes: 10, withinGrace: true, days: [], totalSatang: 0 };
    expect(feeLines(grace)).toEqual([{ key: 'fee.withinGrace', values: { minutes: 10 }, satang: null }]);
    expect(feeLines({ ...grace, vehicleType: null })).toEqual([
      { key: 'fee.noVehicle', values: {}, satang: 0 },
    ]);
  });
});
