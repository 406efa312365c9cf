import { type ParkingFeeRules, parkingFeeRulesSchema, type VehicleType } from '@cc/contracts/vms-fee';
import { describe, expect, it } from 'vitest';
import { type ParkingFeeBreakdown, ParkingFeeError, parkingFee } from './parking-fee';

// Parsed through the contract, so the fixture is a set the settings form could have saved.
const rules: ParkingFeeRules = parkingFeeRulesSchema.parse({
  CAR: {
    graceMinutes: 15,
    perHourSatang: 2_000,
    dailyCapSatang: 20_000,
    overnightBoundary: '00:00',
    overnightFeeSatang: 0,
    lostSlipFeeSatang: 20_000,
    stampMinutes: 60,
    couponHours: 2,
  },
  MOTORCYCLE: {
    graceMinutes: 15,
    perHourSatang: 1_000,
    dailyCapSatang: 5_000,
    overnightBoundary: '00:00',
    overnightFeeSatang: 0,
    lostSlipFeeSatang: 10_000,
    stampMinutes: 60,
    couponHours: 2,
  },
  TRUCK: {
    graceMinutes: 0,
    perHourSatang: 5_000,
    dailyCapSatang: null,
    overnightBoundary: '00:00',
    overnightFeeSatang: 30_000,
    lostSlipFeeSatang: 50_000,
    stampMinutes: 30,
    couponHours: 1,
  },
  OTHER: {
    graceMinutes: 30,
    perHourSatang: 3_000,
    dailyCapSatang: 30_000,
    overnightBoundary: '02:00',
    overnightFeeSatang: 10_000,
    lostSlipFeeSatang: 20_000,
    stampMinutes: 60,
    couponHours: 3,
  },
});
const bkk = (s: string) => new Date(`2026-12-${s}+07:00`);
const TZ = 'Asia/Bangkok';

interface Case {
  name: string;
  type: VehicleType;
  /** 'DD' + 'THH:MM[:SS]' in December 2026, Bangkok time. */
  from: string;
  to: string;
  stamps?: number;
  coupons?: number;
  lost?: boolean;
  total: number;
  expect?: Partial<ParkingFeeBreakdown>;
}

const day = (date: string, minutes: number, hours: number, hourlySatang: number, satang = hourlySatang) => ({
  date: `2026-12-${date}`,
  minutes,
  hours,
  hourlySatang,
  capApplied: satang !== hourlySatang,
  satang,
});

const cases: Case[] = [
  {
    name: 'inside grace',
    type: 'CAR',
    from: '01T10:00',
    to: '01T10:10',
    total: 0,
    expect: { withinGrace: true },
  },
  { name: 'exactly at grace', type: 'CAR', from: '01T10:00', to: '01T10:15', total: 0 },
  {
    name: 'one minute over grace: charged from the first minute',
    type: 'CAR',
    from: '01T10:00',
    to: '01T10:16',
    total: 2_000,
    expect: { withinGrace: false, stayMinutes: 16, chargeableMinutes: 16, hoursCharged: 1 },
  },
  {
    name: 'one second over grace: a started minute counts',
    type: 'CAR',
    from: '01T10:00:00',
    to: '01T10:15:01',
    total: 2_000,
    expect: { stayMinutes: 16 },
  },
  { name: 'exactly one hour is one hour', type: 'CAR', from: '01T10:00', to: '01T11:00', total: 2_000 },
  {
    name: 'one minute past the hour starts the next',
    type: 'CAR',
    from: '01T10:00',
    to: '01T11:01',
    total: 4_000,
    expect: { hoursCharged: 2 },
  },
  {
    name: 'zero-length stay',
    type: 'CAR',
    from: '01T10:00',
    to: '01T10:00',
    total: 0,
    expect: { stayMinutes: 0, withinGrace: true, days: [] },
  },
  {
    name: 'an hour across midnight is one hour, on the day it starts',
    type: 'CAR',
    from: '01T23:30',
    to: '02T00:30',
    total: 2_000,
    expect: { days: [day('01', 30, 1, 2_000), day('02', 30, 0, 0)] },
  },
  {
    name: 'hours split by the day they start on',
    type: 'CAR',
    from: '01T22:00',
    to: '02T01:30',
    total: 8_000,
    expect: { hoursCharged: 4, days: [day('01', 120, 2, 4_000), day('02', 90, 2, 4_000)] },
  },
  {
    name: 'three days, each held to the daily cap',
    type: 'CAR',
    from: '01T08:00',
    to: '03T20:00',
    total: 60_000,
    expect: {
      days: [
        day('01', 960, 16, 32_000, 20_000),
        day('02', 1440, 24, 48_000, 20_000),
        day('03', 1200, 20, 40_000, 20_000),
      ],
    },
  },
  {
    name: 'stamps beyond the fee leave nothing to pay, never less',
    type: 'CAR',
    from: '01T10:00',
    to: '01T11:30',
    stamps: 3,
    total: 0,
    expect: { freeMinutesUsed: 90, chargeableMinutes: 0, days: [], stamps: { count: 3, freeMinutes: 180 } },
  },
  {
    name: 'one stamp frees the first hour',
    type: 'CAR',
    from: '01T10:00',
    to: '01T11:30',
    stamps: 1,
    total: 2_000,
    expect: { freeMinutesUsed: 60, chargeableMinutes: 30, hoursCharged: 1 },
  },
  {
    name: 'a stamp and a coupon add up',
    type: 'CAR',
    from: '01T10:00',
    to: '01T14:30',
    stamps: 1,
    coupons: 1,
    total: 4_000,
    expect: { freeMinutesUsed: 180, chargeableMinutes: 90, coupons: { count: 1, freeHours: 2 } },
  },
  {
    name: 'lost slip inside grace',
    type: 'CAR',
    from: '01T10:00',
    to: '01T10:05',
    lost: true,
    total: 20_000,
  },
  {
    name: 'lost slip on top of hours',
    type: 'CAR',
    from: '01T10:00',
    to: '01T12:00',
    lost: true,
    total: 24_000,
    expect: { hourlySatang: 4_000, lostSlipSatang: 20_000 },
  },
  { name: 'motorcycle rate', type: 'MOTORCYCLE', from: '01T10:00', to: '01T12:20', total: 3_000 },
  {
    name: 'motorcycle day held to its own cap',
    type: 'MOTORCYCLE',
    from: '01T08:00',
    to: '01T20:00',
    total: 5_000,
    expect: { days: [day('01', 720, 12, 12_000, 5_000)] },
  },
  {
    name: 'truck overnight: flat fee on top of hours, no cap',
    type: 'TRUCK',
    from: '01T20:00',
    to: '02T08:00',
    total: 90_000,
    expect: {
      overnight: { nights: 1, satang: 30_000 },
      days: [day('01', 240, 4, 20_000), day('02', 480, 8, 40_000)],
    },
  },
  {
    name: 'leaving exactly at the overnight boundary is not overnight',
    type: 'TRUCK',
    from: '01T22:00',
    to: '02T00:00',
    total: 10_000,
    expect: { overnight: { nights: 0, satang: 0 } },
  },
  {
    name: 'arriving exactly at the overnight boundary is not overnight',
    type: 'TRUCK',
    from: '02T00:00',
    to: '02T01:00',
    total: 5_000,
    expect: { overnight: { nights: 0, satang: 0 } },
  },
  { name: 'no grace: one minute is an hour', type: 'TRUCK', from: '01T10:00', to: '01T10:01', total: 5_000 },
  { name: 'no grace: zero-length is still free', type: 'TRUCK', from: '01T10:00', to: '01T10:00', total: 0 },
  {
    name: 'two nights charged twice',
    type: 'TRUCK',
    from: '01T20:00',
    to: '03T01:00',
    total: 205_000,
    expect: { hoursCharged: 29, overnight: { nights: 2, satang: 60_000 } },
  },
  {
    name: 'stamps free the hours, not the overnight fee',
    type: 'TRUCK',
    from: '01T23:00',
    to: '02T01:00',
    stamps: 4,
    total: 30_000,
    expect: { chargeableMinutes: 0, hourlySatang: 0, overnight: { nights: 1, satang: 30_000 } },
  },
  {
    name: 'boundary at 02:00: a stay ending 01:59 is not overnight',
    type: 'OTHER',
    from: '01T23:00',
    to: '02T01:59',
    total: 9_000,
    expect: {
      overnight: { nights: 0, satang: 0 },
      days: [day('01', 60, 1, 3_000), day('02', 119, 2, 6_000)],
    },
  },
  {
    name: 'boundary at 02:00: a stay past it is',
    type: 'OTHER',
    from: '01T23:00',
    to: '02T02:01',
    total: 22_000,
    expect: { hoursCharged: 4, overnight: { nights: 1, satang: 10_000 } },
  },
  {
    name: 'a stay inside grace across the boundary pays no overnight',
    type: 'OTHER',
    from: '02T01:50',
    to: '02T02:15',
    total: 0,
    expect: { withinGrace: true, overnight: { nights: 0, satang: 0 } },
  },
  {
    name: "a coupon covers its type's hours",
    type: 'OTHER',
    from: '01T10:00',
    to: '01T13:00',
    coupons: 1,
    total: 0,
  },
  {
    name: 'the cap on a day cut short by a coupon',
    type: 'OTHER',
    from: '01T08:00',
    to: '02T04:00',
    coupons: 2,
    total: 52_000,
    expect: {
      freeMinutesUsed: 360,
      overnight: { nights: 1, satang: 10_000 },
      days: [day('01', 600, 10, 30_000, 30_000), day('02', 240, 4, 12_000, 12_000)],
    },
  },
];

describe('parking fee', () => {
  it.each(cases)('$name', (c) => {
    const fee = parkingFee({
      vehicleType: c.type,
      rules,
      entry: bkk(c.from),
      exit: bkk(c.to),
      timeZone: TZ,
      stamps: c.stamps,
      coupons: c.coupons,
      slipLost: c.lost,
    });
    expect(fee.totalSatang).toBe(c.total);
    expect(fee).toMatchObject({ vehicleType: c.type, ...c.expect });
    // The lines a receipt prints always add up to its total, and nothing is below zero.
    expect(fee.days.reduce((s, d) => s + d.satang, 0)).toBe(fee.hourlySatang);
    expect(fee.hourlySatang + fee.overnight.satang + fee.lostSlipSatang).toBe(fee.totalSatang);
    expect(fee.days.reduce((s, d) => s + d.minutes, 0)).toBe(fee.chargeableMinutes);
    expect(fee.days.reduce((s, d) => s + d.hours, 0)).toBe(fee.hoursCharged);
    expect(fee.chargeableMinutes).toBeGreaterThanOrEqual(0);
  });

  it('takes calendar days in the zone it is given', () => {
    // 10:00 to 02:00 Bangkok is 03:00 to 19:00 UTC: two Bangkok days, one UTC day.
    const stay = { vehicleType: 'CAR' as const, rules, entry: bkk('01T10:00'), exit: bkk('02T02:00') };
    expect(parkingFee({ ...stay, timeZone: TZ }).totalSatang).toBe(20_000 + 4_000);
    expect(parkingFee({ ...stay, timeZone: 'UTC' }).totalSatang).toBe(20_000);
  });

  it('refuses an exit before the entry with a typed error', () => {
    const run = () =>
      parkingFee({ vehicleType: 'CAR', rules, entry: bkk('01T10:00'), exit: bkk('01T09:59'), timeZone: TZ });
    expect(run).toThrow(ParkingFeeError);
    expect(run).toThrow(expect.objectContaining({ code: 'EXIT_BEFORE_ENTRY' }));
  });

  it.each([
    ['an invalid instant', { entry: new Date('nope') }, 'INVALID_INSTANT'],
    ['negative stamps', { stamps: -1 }, 'INVALID_COUNT'],
    ['fractional coupons', { coupons: 1.5 }, 'INVALID_COUNT'],
    ['too many stamps', { stamps: 21 }, 'INVALID_COUNT'],
  ] as const)('refuses %s', (_, change, code) => {
    const stay = {
      vehicleType: 'CAR' as const,
      rules,
      entry: bkk('01T10:00'),
      exit: bkk('01T11:00'),
      timeZone: TZ,
    };
    expect(() => parkingFee({ ...stay, ...change })).toThrow(expect.objectContaining({ code }));
  });
});
