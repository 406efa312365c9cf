import type { BatchDetail, Coupon, CouponBatch } from '@cc/contracts/vms-coupon-records';
import { type BatchRow, eventsOf, findBatch } from './coupon-batch-queries';
import { type CouponRow, couponsOf } from './coupon-queries';
import { notFound } from './refusals';
import type { VmsWork } from './vms-work';

/** The number a batch is read out and printed by: its id's first 8 characters, upper case. */
export const batchNo = (id: string) => id.slice(0, 8).toUpperCase();

export function toBatch(row: BatchRow): CouponBatch {
  return {
    batchID: row.id,
    batchNo: batchNo(row.id),
    ownerUnitID: row.ownerUnitId,
    unitNo: row.unitNo,
    state: row.state,
    count: row.count,
    hours: row.hours,
    priceSatang: row.priceSatang,
    amountSatang: row.amountSatang,
    dueDate: row.dueDate,
    promptPayPayload: row.promptPayPayload,
    note: row.note,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toCoupon(row: CouponRow, now: Date): Coupon {
  const state = row.cancelledAt
    ? 'CANCELLED'
    : row.usedAt
      ? 'USED'
      : row.validUntil <= now
        ? 'EXPIRED'
        : 'USABLE';
  return {
    code: row.code,
    batchID: row.batchId,
    unitNo: row.unitNo,
    hours: row.hours,
    validUntil: row.validUntil.toISOString(),
    state,
    usedAt: row.usedAt?.toISOString() ?? null,
    visitID: row.visitId,
    cancelReason: row.cancelReason,
  };
}

/** A batch the caller may see (another's or another community's reads as unknown). */
export async function reachBatch(w: VmsWork, id: string): Promise<BatchRow> {
  const row = await findBatch(w, id);
  if (!row) throw notFound('VMS_COUPON_BATCH_NOT_FOUND');
  return row;
}

/** One batch as its detail page reads it: the timeline, signed links to its slips, its coupons. */
export async function batchDetail(w: VmsWork, id: string): Promise<BatchDetail> {
  const row = await reachBatch(w, id);
  const events = await eventsOf(w, id);
  const coupons = await couponsOf(w, id);
  return {
    ...toBatch(row),
    timeline: events.map((e) => ({
      action: e.action,
      from: e.fromState,
      to: e.toState,
      reason: e.reason,
      by: e.by,
      at: e.at.toISOString(),
    })),
    slips: row.slips.map((p) => ({ photoID: p.photoID, url: w.s.files.url(w.scope, p.key) ?? '' })),
    coupons: coupons.map((c) => toCoupon(c, w.now)),
  };
}
