import { STAMPS_PER_STAY_MAX } from '@cc/contracts/vms-fee';
import type { CheckoutInput } from '@cc/contracts/vms-inputs';
import type { FeeBreakdown } from '@cc/contracts/vms-ops';
import type { VisitDetail } from '@cc/contracts/vms-records';
import { couponsForFee, usableCoupons, useAtCheckout } from './coupon-use';
import { quoteFee } from './fee-quote';
import { badRequest, conflict } from './refusals';
import { loadGate } from './settings-queries';
import { findVisit, insideMatching, markOut, visitByCheckoutClientId } from './visit-queries';
import { toDetail } from './visit-view';
import type { VmsWork } from './vms-work';

const baht = (satang: number) => (satang / 100).toFixed(2);

/**
 * A visitor leaves: found among the visits inside by what the guard has in hand, priced with the
 * community's rules, the visit's standing stamps and the coupons handed over, and marked out
 * only if still inside, so of two checkouts at once exactly one wins and the other is told the
 * visitor already left. The coupons are used in the same transaction: all of them or none.
 */
export async function checkout(
  w: VmsWork,
  input: CheckoutInput,
): Promise<VisitDetail & { fee: FeeBreakdown; replayed: boolean }> {
  const earlier = input.clientID ? await replayOf(w, input.clientID) : undefined;
  if (earlier) return earlier;
  const found = await insideMatching(w, input);
  if (found.length > 1) throw conflict('VMS_AMBIGUOUS', { count: found.length });
  const visit = found[0];
  if (!visit) {
    // A resend whose first send committed between the replay lookup above and this one: the
    // visit is no longer inside because that send marked it out, so its answer stands.
    const replay = input.clientID ? await replayOf(w, input.clientID) : undefined;
    if (replay) return replay;
    if (input.visitID) {
      await findVisit(w, input.visitID);
      throw conflict('VMS_ALREADY_OUT');
    }
    throw badRequest('VMS_NOT_INSIDE');
  }
  if (input.couponCodes.length > 0 && visit.vehicleType === null) throw badRequest('VMS_COUPON_NO_VEHICLE');
  const coupons = await usableCoupons(w, input.couponCodes);
  const gate = await loadGate(w);
  const fee = quoteFee(gate.rules, w.timeZone, {
    vehicleType: visit.vehicleType,
    entry: visit.checkedInAt,
    exit: w.now,
    stamps: Math.min(visit.stamps, STAMPS_PER_STAY_MAX),
    coupons: couponsForFee(coupons),
    slipLost: input.slipLost,
  });
  const method = input.paymentMethod ?? null;
  if (!method && fee.totalSatang > 0)
    throw badRequest('VMS_PAYMENT_REQUIRED', { amount: baht(fee.totalSatang) });
  const won = await markOut(w, visit.id, {
    feeSatang: fee.totalSatang,
    paymentMethod: method ?? null,
    waiveReason: method === 'WAIVED' ? (input.waiveReason ?? null) : null,
    checkoutClientId: input.clientID ?? null,
    checkoutFee: fee,
  });
  if (!won) {
    // A resend that raced the first send past the lookup: the first one's check-out stands.
    const replay = input.clientID ? await replayOf(w, input.clientID) : undefined;
    if (replay) return replay;
    throw conflict('VMS_ALREADY_OUT');
  }
  // After the visit is marked out, so a checkout that lost the visit never touches a coupon; a
  // coupon lost to another checkout throws and takes this checkout back with it.
  await useAtCheckout(w, coupons, visit.id);
  return { ...(await toDetail(w, await findVisit(w, visit.id), gate.overstayMinutes)), fee, replayed: false };
}

/**
 * The check-out a clientID already made, as it was answered then (the fee it charged), marked
 * `replayed`: the gate app resends a queued check-out whose answer it lost, and nothing is
 * charged or marked twice.
 */
async function replayOf(w: VmsWork, clientId: string) {
  const row = await visitByCheckoutClientId(w, clientId);
  if (!row?.checkoutFee) return undefined;
  const gate = await loadGate(w);
  return { ...(await toDetail(w, row, gate.overstayMinutes)), fee: row.checkoutFee, replayed: true };
}
