import type { ParkingFeeRules, VehicleType } from '@cc/contracts/vms-fee';
import type { FeeBreakdown } from '@cc/contracts/vms-ops';
import { ParkingFeeError, parkingFee } from './parking-fee';
import { badRequest } from './refusals';

export interface StayToPrice {
  vehicleType: VehicleType | null;
  entry: Date;
  exit: Date;
  stamps: number;
  /** The parking coupons handed over: how many, and their hours together. */
  coupons?: { count: number; hours: number };
  slipLost: boolean;
}

/**
 * The fee of a stay as the API answers it; a visitor without a vehicle parks nothing and pays
 * nothing. The foundation's errors become refusals in the caller's language here.
 */
export function quoteFee(rules: ParkingFeeRules, timeZone: string, stay: StayToPrice): FeeBreakdown {
  if (stay.vehicleType === null) {
    const stayMinutes = Math.max(0, Math.ceil((stay.exit.getTime() - stay.entry.getTime()) / 60_000));
    return {
      vehicleType: null,
      stayMinutes,
      withinGrace: true,
      stamps: stay.stamps,
      coupons: stay.coupons?.count ?? 0,
      couponHours: 0,
      freeMinutesUsed: 0,
      chargeableMinutes: 0,
      hoursCharged: 0,
      days: [],
      hourlySatang: 0,
      overnightSatang: 0,
      lostSlipSatang: 0,
      totalSatang: 0,
    };
  }
  try {
    const fee = parkingFee({
      ...stay,
      vehicleType: stay.vehicleType,
      rules,
      timeZone,
      coupons: stay.coupons?.count ?? 0,
      couponHours: stay.coupons?.hours ?? 0,
    });
    return {
      vehicleType: fee.vehicleType,
      stayMinutes: fee.stayMinutes,
      withinGrace: fee.withinGrace,
      stamps: fee.stamps.count,
      coupons: fee.coupons.count,
      couponHours: fee.coupons.freeHours,
      freeMinutesUsed: fee.freeMinutesUsed,
      chargeableMinutes: fee.chargeableMinutes,
      hoursCharged: fee.hoursCharged,
      days: fee.days.map((d) => ({
        date: d.date,
        hours: d.hours,
        satang: d.satang,
        capApplied: d.capApplied,
      })),
      hourlySatang: fee.hourlySatang,
      overnightSatang: fee.overnight.satang,
      lostSlipSatang: fee.lostSlipSatang,
      totalSatang: fee.totalSatang,
    };
  } catch (err) {
    if (!(err instanceof ParkingFeeError)) throw err;
    throw err.code === 'EXIT_BEFORE_ENTRY' ? badRequest('VMS_EXIT_BEFORE_ENTRY') : badRequest('VMS_BAD_STAY');
  }
}
