import { z } from 'zod';

/**
 * A community's parking fee rules, one set per vehicle type. Money is integer satang; times are
 * whole minutes or hours. The API's `parkingFee` reads exactly these fields, and the console's
 * settings form reads the limits below, so a value the form accepts is one the API accepts.
 *
 * - `graceMinutes`: a stay of at most this long costs no parking (hourly or overnight). It is a
 *   threshold, not a deduction: one minute over and the stay is charged from its first minute.
 * - `perHourSatang`: charged for each started hour of the chargeable time.
 * - `dailyCapSatang`: the most the hourly charge comes to on one calendar day of the community's
 *   time zone; null for no cap. It never limits the overnight or lost-slip fees.
 * - `overnightBoundary` / `overnightFeeSatang`: the stay is charged the flat fee once for each
 *   time the local wall clock reads `overnightBoundary` strictly between entry and exit (leaving
 *   exactly at the boundary does not count). 0 turns the fee off.
 * - `lostSlipFeeSatang`: added when the visitor has lost the parking slip.
 * - `stampMinutes`: each stamp (by a resident or staff) makes this many minutes free.
 * - `couponHours`: each parking coupon makes this many hours free.
 */
export const VEHICLE_TYPES = ['CAR', 'MOTORCYCLE', 'TRUCK', 'OTHER'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];

export const GRACE_MINUTES_MAX = 600;
export const PER_HOUR_SATANG_MAX = 100_000;
export const DAILY_CAP_SATANG_MAX = 1_000_000;
export const OVERNIGHT_FEE_SATANG_MAX = 1_000_000;
export const LOST_SLIP_FEE_SATANG_MAX = 1_000_000;
export const STAMP_MINUTES_MAX = 1_440;
export const COUPON_HOURS_MAX = 24;
/** Stamps and coupons one stay may carry: more is a typing slip, not a visit. */
export const STAMPS_PER_STAY_MAX = 20;
export const COUPONS_PER_STAY_MAX = 20;

const whole = (label: string, max: number, unit: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int(`${label} must be a whole number of ${unit}`)
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} ${unit}`);

/** 'HH:MM' on a 24-hour clock, 00:00 to 23:59. */
export const wallClockSchema = z
  .string({ error: 'Give the overnight time as HH:MM' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Give the overnight time as HH:MM, from 00:00 to 23:59');

export const parkingFeeRuleSchema = z.object({
  graceMinutes: whole('Grace time', GRACE_MINUTES_MAX, 'minutes'),
  perHourSatang: whole('The hourly rate', PER_HOUR_SATANG_MAX, 'satang'),
  dailyCapSatang: whole('The daily cap', DAILY_CAP_SATANG_MAX, 'satang').nullable(),
  overnightBoundary: wallClockSchema,
  overnightFeeSatang: whole('The overnight fee', OVERNIGHT_FEE_SATANG_MAX, 'satang'),
  lostSlipFeeSatang: whole('The lost-slip fee', LOST_SLIP_FEE_SATANG_MAX, 'satang'),
  stampMinutes: whole('Free time per stamp', STAMP_MINUTES_MAX, 'minutes'),
  couponHours: whole('Free time per coupon', COUPON_HOURS_MAX, 'hours'),
});
export type ParkingFeeRule = z.infer<typeof parkingFeeRuleSchema>;

/** Every vehicle type has its rules: a guard never meets a vehicle the office forgot to price. */
export const parkingFeeRulesSchema = z.object({
  CAR: parkingFeeRuleSchema,
  MOTORCYCLE: parkingFeeRuleSchema,
  TRUCK: parkingFeeRuleSchema,
  OTHER: parkingFeeRuleSchema,
});
export type ParkingFeeRules = z.infer<typeof parkingFeeRulesSchema>;

export const vehicleTypeSchema = z.enum(VEHICLE_TYPES, {
  error: `Vehicle type must be one of ${VEHICLE_TYPES.join(', ')}`,
});
