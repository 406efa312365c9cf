import type { ParkingFeeRule, ParkingFeeRules } from '@cc/contracts/vms-fee';
import { describe, expect, it } from 'vitest';
import { toForm, toRules } from './fee-form-values';

const car: ParkingFeeRule = {
  graceMinutes: 15,
  perHourSatang: 2_050,
  dailyCapSatang: null,
  overnightBoundary: '03:00',
  overnightFeeSatang: 20_000,
  lostSlipFeeSatang: 10_000,
  stampMinutes: 120,
  couponHours: 3,
};
const rules: ParkingFeeRules = {
  CAR: car,
  MOTORCYCLE: { ...car, dailyCapSatang: 10_000 },
  TRUCK: car,
  OTHER: car,
};

describe('fee form values', () => {
  it('shows satang as baht and the missing cap as blank', () => {
    const form = toForm(rules);
    expect(form.CAR).toMatchObject({ perHour: 20.5, dailyCap: null, overnightFee: 200, lostSlipFee: 100 });
    expect(form.MOTORCYCLE.dailyCap).toBe(100);
  });

  it('turns baht back into whole satang, rounding what a float adds', () => {
    expect(toRules(toForm(rules))).toEqual(rules);
    const form = toForm(rules);
    form.CAR.perHour = 0.1 + 0.2;
    expect(toRules(form).CAR.perHourSatang).toBe(30);
  });
});
