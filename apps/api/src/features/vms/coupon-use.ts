import type { Coupon } from '@cc/contracts/vms-coupon-records';
import { batchReport, type CouponRow, findCoupon, markCancelled, markUsed } from './coupon-queries';
import { reachBatch, toCoupon } from './coupon-view';
import { conflict, notFound } from './refusals';
import { findVisit } from './visit-queries';
import type { VmsWork } from './vms-work';

export async function couponByCode(w: VmsWork, code: string): Promise<CouponRow> {
  const row = await findCoupon(w, code);
  if (!row) throw notFound('VMS_COUPON_NOT_FOUND');
  return row;
}

/** Why a coupon cannot be used or cancelled now, checked in the order a person would fix it. */
function refuseTaken(row: CouponRow, w: VmsWork): never {
  if (row.cancelledAt) throw conflict('VMS_COUPON_CANCELLED');
  if (row.usedAt) throw conflict('VMS_COUPON_USED');
  if (row.validUntil <= w.now) throw conflict('VMS_COUPON_EXPIRED');
  throw conflict('VMS_COUPON_USED');
}

/**
 * Uses a coupon at checkout: once, while valid. The write is conditional, so of many uses at
 * once exactly one wins and the rest are told why (read again after the winner committed).
 */
export async function useCoupon(w: VmsWork, code: string, visitId: string | undefined): Promise<Coupon> {
  const row = await couponByCode(w, code);
  if (visitId) await findVisit(w, visitId);
  if (!(await markUsed(w, row.id, visitId ?? null))) refuseTaken(await couponByCode(w, code), w);
  return toCoupon(await couponByCode(w, code), w.now);
}

export async function cancelCoupon(w: VmsWork, code: string, reason: string): Promise<Coupon> {
  const row = await couponByCode(w, code);
  if (!(await markCancelled(w, row.id, reason))) {
    const now = await couponByCode(w, code);
    if (now.cancelledAt) throw conflict('VMS_COUPON_CANCELLED');
    throw conflict('VMS_COUPON_USED');
  }
  return toCoupon(await couponByCode(w, code), w.now);
}

export async function reportByBatch(w: VmsWork, batchId: string) {
  await reachBatch(w, batchId);
  const r = await batchReport(w, batchId);
  const n = (v: unknown) => Number(v ?? 0);
  const [issued, used, cancelled, expired] = [n(r.issued), n(r.used), n(r.cancelled), n(r.expired)];
  return {
    batchID: batchId,
    issued,
    used,
    cancelled,
    expired,
    usable: issued - used - cancelled - expired,
    hoursIssued: n(r.hoursIssued),
    hoursUsed: n(r.hoursUsed),
  };
}
