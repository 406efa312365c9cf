import {
  COUPON_HOURS_MAX,
  COUPONS_PER_STAY_MAX,
  type ParkingFeeRules,
  STAMPS_PER_STAY_MAX,
  type VehicleType,
} from '@cc/contracts/vms-fee';
import { addDays, localDate, startOfLocalDay, wallTimeToInstant } from '../../platform/time/zone-clock';

/**
 * What a visitor's stay costs, as lines a receipt prints. Pure: the same stay and rules always
 * give the same breakdown, so the guard's screen, the receipt and a later audit agree.
 *
 * Order of application (each step reads the one before):
 * 1. The stay is measured in whole minutes, a started minute counting as one.
 * 2. Grace: a stay of at most `graceMinutes` costs no parking at all (hourly nor overnight).
 *    Otherwise grace is not deducted: the stay is charged from its first minute.
 * 3. Free time: each stamp gives `stampMinutes`, each coupon `couponHours` hours. Free time
 *    covers the earliest minutes of the stay and never more than the stay, so the charge never
 *    goes below zero. It reduces time only, never the overnight or lost-slip fee.
 * 4. Hourly: the chargeable time (after free time) is cut into hours from its first minute; each
 *    started hour costs `perHourSatang` and belongs to the local calendar day it starts on (so a
 *    stay across midnight is not charged two partial hours for one). Each day's sum is held to
 *    `dailyCapSatang`.
 * 5. Overnight: `overnightFeeSatang` once for each time the local clock reads
 *    `overnightBoundary` strictly after entry and strictly before exit.
 * 6. Lost slip: `lostSlipFeeSatang` when the slip is lost, whatever the stay.
 */
export interface ParkingStay {
  vehicleType: VehicleType;
  rules: ParkingFeeRules;
  entry: Date;
  exit: Date;
  /** The community's zone (Asia/Bangkok by default): it decides calendar days and the boundary. */
  timeZone: string;
  stamps?: number;
  coupons?: number;
  /**
   * The coupons' own hours together, when the coupons are known (each carries its batch's
   * hours); without it each coupon gives the rule's `couponHours`.
   */
  couponHours?: number;
  slipLost?: boolean;
}

/** One local calendar day of hourly charge. */
export interface ParkingDayLine {
  date: string;
  /** Chargeable minutes that fall on this day. */
  minutes: number;
  /** Started hours that begin on this day. */
  hours: number;
  /** hours x rate, before the cap. */
  hourlySatang: number;
  capApplied: boolean;
  satang: number;
}

export interface ParkingFeeBreakdown {
  vehicleType: VehicleType;
  stayMinutes: number;
  withinGrace: boolean;
  stamps: { count: number; freeMinutes: number };
  coupons: { count: number; freeHours: number };
  /** Free time actually used: stamps and coupons together, at most the stay. */
  freeMinutesUsed: number;
  chargeableMinutes: number;
  hoursCharged: number;
  days: ParkingDayLine[];
  hourlySatang: number;
  overnight: { nights: number; satang: number };
  lostSlipSatang: number;
  totalSatang: number;
}

export type ParkingFeeErrorCode = 'EXIT_BEFORE_ENTRY' | 'INVALID_INSTANT' | 'INVALID_COUNT';

/** A stay that cannot be priced; the route that calls `parkingFee` turns it into a refusal. */
export class ParkingFeeError extends Error {
  constructor(
    readonly code: ParkingFeeErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ParkingFeeError';
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** How many of `n` steps, starting at `origin` every `step` ms, start within [from, to). */
function startsWithin(origin: number, step: number, n: number, from: number, to: number): number {
  const first = Math.max(0, Math.ceil((from - origin) / step));
  const end = Math.min(n, Math.ceil((to - origin) / step));
  return Math.max(0, end - first);
}

function count(value: number | undefined, max: number, what: string): number {
  const n = value ?? 0;
  if (!Number.isSafeInteger(n) || n < 0 || n > max) {
    throw new ParkingFeeError('INVALID_COUNT', `${what} must be a whole number from 0 to ${max}`);
  }
  return n;
}

export function parkingFee(stay: ParkingStay): ParkingFeeBreakdown {
  const entry = stay.entry.getTime();
  const exit = stay.exit.getTime();
  if (Number.isNaN(entry) || Number.isNaN(exit)) {
    throw new ParkingFeeError('INVALID_INSTANT', 'Entry and exit must be real instants');
  }
  if (exit < entry) throw new ParkingFeeError('EXIT_BEFORE_ENTRY', 'The exit is before the entry');
  const rule = stay.rules[stay.vehicleType];
  const stamps = count(stay.stamps, STAMPS_PER_STAY_MAX, 'Stamps');
  const coupons = count(stay.coupons, COUPONS_PER_STAY_MAX, 'Coupons');
  const stayMinutes = Math.ceil((exit - entry) / MINUTE);
  const withinGrace = stayMinutes <= rule.graceMinutes;
  const stampMinutes = stamps * rule.stampMinutes;
  const couponHours =
    stay.couponHours === undefined
      ? coupons * rule.couponHours
      : count(stay.couponHours, COUPONS_PER_STAY_MAX * COUPON_HOURS_MAX, 'Coupon hours');
  const freeMinutesUsed = withinGrace ? 0 : Math.min(stayMinutes, stampMinutes + couponHours * 60);
  const chargeableMinutes = withinGrace ? 0 : stayMinutes - freeMinutesUsed;
  const hoursCharged = Math.ceil(chargeableMinutes / 60);
  const chargeFrom = entry + freeMinutesUsed * MINUTE;
  const days =
    chargeableMinutes === 0
      ? []
      : dayLines(stay.timeZone, chargeFrom, exit, chargeableMinutes, hoursCharged).map((d) => {
          const hourlySatang = d.hours * rule.perHourSatang;
          const capApplied = rule.dailyCapSatang !== null && hourlySatang > rule.dailyCapSatang;
          const satang = capApplied ? rule.dailyCapSatang! : hourlySatang;
          return { ...d, hourlySatang, capApplied, satang };
        });
  const hourlySatang = days.reduce((sum, d) => sum + d.satang, 0);
  const nights =
    withinGrace || rule.overnightFeeSatang === 0
      ? 0
      : boundariesBetween(rule.overnightBoundary, stay.timeZone, entry, exit);
  const overnight = { nights, satang: nights * rule.overnightFeeSatang };
  const lostSlipSatang = stay.slipLost ? rule.lostSlipFeeSatang : 0;
  return {
    vehicleType: stay.vehicleType,
    stayMinutes,
    withinGrace,
    stamps: { count: stamps, freeMinutes: stampMinutes },
    coupons: { count: coupons, freeHours: couponHours },
    freeMinutesUsed,
    chargeableMinutes,
    hoursCharged,
    days,
    hourlySatang,
    overnight,
    lostSlipSatang,
    totalSatang: hourlySatang + overnight.satang + lostSlipSatang,
  };
}

/** Chargeable minutes and started hours per local day, for the days that have any. */
function dayLines(timeZone: string, from: number, to: number, minutes: number, hours: number) {
  const lines: Pick<ParkingDayLine, 'date' | 'minutes' | 'hours'>[] = [];
  for (let date = localDate(new Date(from), timeZone); ; date = addDays(date, 1)) {
    const start = startOfLocalDay(date, timeZone).getTime();
    if (start >= to) break;
    const end = startOfLocalDay(addDays(date, 1), timeZone).getTime();
    const line = {
      date,
      minutes: startsWithin(from, MINUTE, minutes, start, end),
      hours: startsWithin(from, HOUR, hours, start, end),
    };
    if (line.minutes > 0 || line.hours > 0) lines.push(line);
  }
  return lines;
}

/** How many times the local clock reads `clock` strictly inside (from, to). */
function boundariesBetween(clock: string, timeZone: string, from: number, to: number): number {
  let n = 0;
  const last = localDate(new Date(to), timeZone);
  for (let date = localDate(new Date(from), timeZone); date <= last; date = addDays(date, 1)) {
    const at = wallTimeToInstant(Date.parse(`${date}T${clock}:00Z`), timeZone).getTime();
    if (at > from && at < to) n++;
  }
  return n;
}
