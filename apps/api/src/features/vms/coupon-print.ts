import type { PrintSheet } from '@cc/contracts/vms-coupon-records';
import { couponsOf } from './coupon-queries';
import { batchNo, reachBatch } from './coupon-view';
import { batchStateName } from './coupon-words';
import { conflict } from './refusals';
import type { VmsWork } from './vms-work';

/**
 * A reviewed batch's coupons as the A4 sheets print them. The gate prints for the office, so
 * gate staff reach every batch of the community here (read only). Any other state has no
 * coupons to print and is refused naming it.
 */
export async function printSheet(w: VmsWork, batchId: string): Promise<PrintSheet> {
  const batch = await reachBatch({ ...w, isStaff: w.isStaff || w.isGate }, batchId);
  if (batch.state !== 'REVIEWED')
    throw conflict('VMS_COUPON_NOT_PRINTABLE', { state: batchStateName(batch.state) });
  const coupons = await couponsOf(w, batch.id);
  return {
    batchID: batch.id,
    batchNo: batchNo(batch.id),
    unitNo: batch.unitNo,
    count: batch.count,
    hours: batch.hours,
    coupons: coupons.map((c) => ({
      serial: c.serial,
      code: c.code,
      hours: c.hours,
      validUntil: c.validUntil.toISOString(),
      unitNo: c.unitNo,
    })),
  };
}
