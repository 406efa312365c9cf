import { randomBytes } from 'node:crypto';
import type { BatchAction } from '@cc/contracts/vms-coupon-batch';
import type {
  cancelBatchSchema,
  createBatchSchema,
  requestPaymentSchema,
  reviewBatchSchema,
  updateBatchSchema,
} from '@cc/contracts/vms-coupon-inputs';
import type { z } from 'zod';
import type { StoredPhoto } from '../../platform/files/stored-photos';
import { promptPayPayload } from '../../platform/payment/promptpay-payload';
import { addDays, localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { addEvent, type BatchInsert, type BatchRow, insertBatch, moveBatchRow } from './coupon-batch-queries';
import { nextBatchState } from './coupon-batch-state';
import { couponSetting, findOwner, isMemberOf, lockOwner, orderedSince } from './coupon-owner-queries';
import { insertCoupons } from './coupon-queries';
import { reachBatch } from './coupon-view';
import { batchActionName, batchStateName } from './coupon-words';
import { badRequest, conflict, forbidden, notFound } from './refusals';
import type { VmsWork } from './vms-work';

/** Refuses a move the state machine does not allow, naming the state the batch is in. */
function refuse(state: BatchRow['state'] | null, action: BatchAction, reason?: string | null): never {
  const r = nextBatchState(state, { type: action, reason });
  if (!r.ok && r.code === 'BATCH_REASON_REQUIRED') throw badRequest('VMS_COUPON_REASON_REQUIRED');
  throw conflict('VMS_COUPON_MOVE_NOT_ALLOWED', {
    action: batchActionName(action),
    state: batchStateName(state),
  });
}

/**
 * Moves a batch by `action` if `nextBatchState` allows it from the state read, and only if the
 * batch is still in that state when written; logs who, when, from, to and why.
 */
async function move(
  w: VmsWork,
  batch: BatchRow,
  action: BatchAction,
  reason: string | null,
  set: Partial<BatchInsert>,
) {
  const next = nextBatchState(batch.state, { type: action, reason });
  if (!next.ok) refuse(batch.state, action, reason);
  if (!(await moveBatchRow(w, batch.id, batch.state, { ...set, state: next.state, reason: reason ?? null })))
    refuse((await reachBatch(w, batch.id)).state, action, reason);
  await addEvent(w, { batchId: batch.id, action, fromState: batch.state, toState: next.state, reason });
}

/** The owner unit the caller orders for: a member's (staff: any), set up and allowed to order. */
async function orderingOwner(w: VmsWork, unitId: string) {
  if (!w.isStaff && !(await isMemberOf(w, unitId))) throw notFound('VMS_UNIT_NOT_FOUND');
  const owner = await findOwner(w, unitId);
  if (!owner?.canOrder) throw forbidden('VMS_COUPON_OWNER_CANNOT_ORDER');
  return owner;
}

async function priced(w: VmsWork, unitId: string, count: number, hours: number, except?: string) {
  const setting = await couponSetting(w);
  if (!setting) throw conflict('VMS_COUPON_NOT_SET_UP');
  const owner = await orderingOwner(w, unitId);
  if (owner.monthlyQuota !== null) {
    await lockOwner(w, unitId);
    const month = `${localDate(w.now, w.timeZone).slice(0, 7)}-01`;
    const ordered = await orderedSince(w, unitId, startOfLocalDay(month, w.timeZone), except);
    if (ordered + count > owner.monthlyQuota)
      throw conflict('VMS_COUPON_QUOTA_EXCEEDED', {
        quota: owner.monthlyQuota,
        left: Math.max(0, owner.monthlyQuota - ordered),
      });
  }
  // Integer satang throughout: the discount rounds once, to the nearest satang.
  const full = count * hours * setting.pricePerHourSatang;
  return Math.round((full * (100 - owner.discountPercent)) / 100);
}

export async function createBatch(w: VmsWork, input: z.infer<typeof createBatchSchema>) {
  const priceSatang = await priced(w, input.ownerUnitID, input.count, input.hours);
  const id = await insertBatch(w, {
    ownerUnitId: input.ownerUnitID,
    state: 'CREATED',
    count: input.count,
    hours: input.hours,
    priceSatang,
    note: input.note || null,
    createdBy: w.userId,
    createdAt: w.now,
    updatedAt: w.now,
  });
  await addEvent(w, { batchId: id, action: 'create', fromState: null, toState: 'CREATED', reason: null });
  return id;
}

export async function updateBatch(w: VmsWork, input: z.infer<typeof updateBatchSchema>) {
  const batch = await reachBatch(w, input.batchID);
  if (batch.state !== 'CREATED') refuse(batch.state, 'update');
  const priceSatang = await priced(w, batch.ownerUnitId, input.count, input.hours, batch.id);
  await move(w, batch, 'update', null, {
    count: input.count,
    hours: input.hours,
    priceSatang,
    note: input.note || null,
  });
}

export async function requestPayment(
  w: VmsWork,
  input: z.infer<typeof requestPaymentSchema> & { reason?: string },
  action: 'requestPayment' | 'updatePayment',
) {
  const batch = await reachBatch(w, input.batchID);
  if (input.dueDate < localDate(w.now, w.timeZone)) throw badRequest('VMS_COUPON_DUE_PAST');
  const setting = await couponSetting(w);
  if (!setting) throw conflict('VMS_COUPON_NOT_SET_UP');
  const payload = promptPayPayload({ kind: setting.payeeKind, id: setting.payeeId }, input.amountSatang);
  await move(w, batch, action, input.reason ?? null, {
    amountSatang: input.amountSatang,
    dueDate: input.dueDate,
    promptPayPayload: payload,
  });
}

export async function uploadSlip(w: VmsWork, batchId: string, photos: StoredPhoto[]) {
  const batch = await reachBatch(w, batchId);
  // A batch not waiting for payment is refused for that first: a slip would not help.
  if (!nextBatchState(batch.state, { type: 'uploadSlip' }).ok) refuse(batch.state, 'uploadSlip');
  if (photos.length === 0) throw badRequest('VMS_COUPON_SLIP_REQUIRED');
  await move(w, batch, 'uploadSlip', null, { slips: [...batch.slips, ...photos] });
  return batch;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** 10 random base32 characters (50 bits): short enough to read out, too many to guess. */
export const newCouponCode = () => Array.from(randomBytes(10), (byte) => BASE32[byte & 31]).join('');

/** The instant a coupon made now stops being valid: the end of the Bangkok day `days - 1` on. */
export const validUntil = (w: VmsWork, days: number) =>
  startOfLocalDay(addDays(localDate(w.now, w.timeZone), days), w.timeZone);

export async function review(w: VmsWork, input: z.infer<typeof reviewBatchSchema>) {
  const batch = await reachBatch(w, input.batchID);
  if (input.decision === 'REJECT') return move(w, batch, 'reject', input.reason, {});
  const setting = await couponSetting(w);
  if (!setting) throw conflict('VMS_COUPON_NOT_SET_UP');
  await move(w, batch, 'approve', input.reason?.trim() || null, {});
  // Only the approval that moved the batch gets here; a code colliding with another batch's is
  // drawn again for its serial, so the batch always ends with exactly `count` coupons.
  const until = validUntil(w, setting.validityDays);
  let missing = Array.from({ length: batch.count }, (_, i) => i + 1);
  for (let round = 0; missing.length > 0 && round < 5; round++) {
    const made = new Set(
      await insertCoupons(
        w,
        missing.map((serial) => ({
          batchId: batch.id,
          serial,
          code: newCouponCode(),
          hours: batch.hours,
          validUntil: until,
        })),
      ),
    );
    missing = missing.filter((s) => !made.has(s));
  }
  if (missing.length > 0) throw new Error('could not draw unique coupon codes');
}

export async function cancelBatch(w: VmsWork, input: z.infer<typeof cancelBatchSchema>) {
  const batch = await reachBatch(w, input.batchID);
  // A member may take back an order only before the office has acted on it.
  if (
    !w.isStaff &&
    batch.state !== 'CREATED' &&
    nextBatchState(batch.state, { type: 'cancel', reason: 'x' }).ok
  )
    throw forbidden('VMS_COUPON_CANCEL_STAFF_ONLY');
  await move(w, batch, 'cancel', input.reason, {});
}
