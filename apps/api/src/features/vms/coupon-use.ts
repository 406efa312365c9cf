import type { Coupon } from '@cc/contracts/vms-coupon-records';
import { batchReport, type CouponRow, findCoupon, markCancelled, markUsed } from './coupon-queries';
import { reachBatch, toCoupon } from './coupon-view';
import { badRequest, conflict, notFound } from './refusals';
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

/** Why a coupon handed over at checkout cannot be taken, naming it: one bad coupon of several. */
function refuseAtCheckout(row: CouponRow, w: VmsWork): never {
  const code = row.code;
  if (row.cancelledAt) throw conflict('VMS_COUPON_CODE_CANCELLED', { code });
  if (row.usedAt) throw conflict('VMS_COUPON_CODE_USED', { code });
  if (row.validUntil <= w.now) throw conflict('VMS_COUPON_CODE_EXPIRED', { code });
  throw conflict('VMS_COUPON_CODE_USED', { code });
}

/**
 * The coupons a driver hands over, each usable now; the first that is not refuses them all
 * (a checkout either takes every coupon given or none). Nothing is written here: a fee preview
 * reads them, and a checkout then uses them with `useAtCheckout`.
 */
export async function usableCoupons(w: VmsWork, codes: readonly string[]): Promise<CouponRow[]> {
  const rows: CouponRow[] = [];
  for (const code of codes) {
    const row = await findCoupon(w, code);
    if (!row) throw badRequest('VMS_COUPON_CODE_NOT_FOUND', { code });
    if (row.cancelledAt || row.usedAt || row.validUntil <= w.now) refuseAtCheckout(row, w);
    rows.push(row);
  }
  return rows;
}

/**
 * Uses the coupons for a visit inside the checkout's transaction. Each write is conditional:
 * of checkouts at once holding one coupon exactly one marks it, and the others throw, which
 * rolls their whole checkout back (the visit stays inside, no fee is recorded).
 */
export async function useAtCheckout(w: VmsWork, rows: readonly CouponRow[], visitId: string) {
  for (const row of rows)
    if (!(await markUsed(w, row.id, visitId))) refuseAtCheckout(await couponByCode(w, row.code), w);
}

/** What the coupons give a fee: how many, and their own hours together. */
export const couponsForFee = (rows: readonly CouponRow[]) => ({
  count: rows.length,
  hours: rows.reduce((sum, r) => sum + r.hours, 0),
});

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
