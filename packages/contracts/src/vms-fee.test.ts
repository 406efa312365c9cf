import { describe, expect, it } from 'vitest';
import {
  COUPON_HOURS_MAX,
  DAILY_CAP_SATANG_MAX,
  GRACE_MINUTES_MAX,
  LOST_SLIP_FEE_SATANG_MAX,
  OVERNIGHT_FEE_SATANG_MAX,
  PER_HOUR_SATANG_MAX,
  parkingFeeRuleSchema,
  parkingFeeRulesSchema,
  STAMP_MINUTES_MAX,
  VEHICLE_TYPES,
  vehicleTypeSchema,
} from './vms-fee';

const rule = {
  graceMinutes: 15,
  perHourSatang: 2_000,
  dailyCapSatang: 20_000,
  overnightBoundary: '00:00',
  overnightFeeSatang: 0,
  lostSlipFeeSatang: 20_000,
  stampMinutes: 60,
  couponHours: 2,
};
const messageOf = (value: unknown) => {
  const r = parkingFeeRuleSchema.safeParse(value);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('parking fee rules contract', () => {
  it('takes a rule set for every vehicle type and refuses one missing', () => {
    const all = Object.fromEntries(VEHICLE_TYPES.map((t) => [t, rule]));
    expect(parkingFeeRulesSchema.safeParse(all).success).toBe(true);
    const { TRUCK: _, ...noTruck } = all;
    expect(parkingFeeRulesSchema.safeParse(noTruck).success).toBe(false);
    expect(vehicleTypeSchema.safeParse('BUS').error?.issues[0]?.message).toBe(
      'Vehicle type must be one of CAR, MOTORCYCLE, TRUCK, OTHER',
    );
  });

  it('takes no cap', () => {
    expect(messageOf({ ...rule, dailyCapSatang: null })).toBeNull();
  });

  it.each([
    ['graceMinutes', GRACE_MINUTES_MAX, 'Grace time must be at most 600 minutes'],
    ['perHourSatang', PER_HOUR_SATANG_MAX, 'The hourly rate must be at most 100,000 satang'],
    ['dailyCapSatang', DAILY_CAP_SATANG_MAX, 'The daily cap must be at most 1,000,000 satang'],
    ['overnightFeeSatang', OVERNIGHT_FEE_SATANG_MAX, 'The overnight fee must be at most 1,000,000 satang'],
    ['lostSlipFeeSatang', LOST_SLIP_FEE_SATANG_MAX, 'The lost-slip fee must be at most 1,000,000 satang'],
    ['stampMinutes', STAMP_MINUTES_MAX, 'Free time per stamp must be at most 1,440 minutes'],
    ['couponHours', COUPON_HOURS_MAX, 'Free time per coupon must be at most 24 hours'],
  ])('%s stops exactly at %i with a clear message', (field, max, message) => {
    expect(messageOf({ ...rule, [field]: max })).toBeNull();
    expect(messageOf({ ...rule, [field]: 0 })).toBeNull();
    expect(messageOf({ ...rule, [field]: max + 1 })).toBe(message);
    expect(messageOf({ ...rule, [field]: -1 })).toMatch(/cannot be negative$/);
    expect(messageOf({ ...rule, [field]: 1.5 })).toMatch(/must be a whole number of/);
  });

  it.each(['24:00', '7:00', '12:60', 'noon', ''])('refuses the overnight time %j', (clock) => {
    expect(messageOf({ ...rule, overnightBoundary: clock })).toMatch(/^Give the overnight time as HH:MM/);
  });

  it.each(['00:00', '02:30', '23:59'])('takes the overnight time %s', (clock) => {
    expect(messageOf({ ...rule, overnightBoundary: clock })).toBeNull();
  });
});
