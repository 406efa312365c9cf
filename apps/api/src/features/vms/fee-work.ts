import { STAMPS_PER_STAY_MAX } from '@cc/contracts/vms-fee';
import type { FeeCalculateInput } from '@cc/contracts/vms-inputs';
import type { FeeBreakdown } from '@cc/contracts/vms-ops';
import { couponsForFee, usableCoupons } from './coupon-use';
import { quoteFee } from './fee-quote';
import { conflict } from './refusals';
import { loadGate } from './settings-queries';
import { findVisit } from './visit-queries';
import type { VmsWork } from './vms-work';

/**
 * The fee a visit would pay leaving now (or at `exit`) with the coupons given, or the fee of a
 * stay described outright.
 */
export async function calculateFee(w: VmsWork, input: FeeCalculateInput): Promise<FeeBreakdown> {
  const gate = await loadGate(w);
  const exit = input.exit ? new Date(input.exit) : w.now;
  // Checked as a checkout would check them, but not used: a preview changes nothing.
  const coupons = couponsForFee(await usableCoupons(w, input.couponCodes));
  if (input.visitID) {
    const visit = await findVisit(w, input.visitID);
    if (visit.checkedOutAt) throw conflict('VMS_ALREADY_OUT');
    return quoteFee(gate.rules, w.timeZone, {
      vehicleType: visit.vehicleType,
      entry: visit.checkedInAt,
      exit,
      stamps: Math.min(visit.stamps, STAMPS_PER_STAY_MAX),
      coupons,
      slipLost: input.slipLost,
    });
  }
  return quoteFee(gate.rules, w.timeZone, {
    vehicleType: input.vehicleType!,
    entry: new Date(input.entry!),
    exit,
    stamps: input.stamps,
    coupons,
    slipLost: input.slipLost,
  });
}
