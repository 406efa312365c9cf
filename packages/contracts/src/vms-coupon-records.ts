import { z } from 'zod';
import { BATCH_ACTIONS, BATCH_STATES } from './vms-coupon-batch';
import { COUPON_PAYEE_KINDS } from './vms-coupon-inputs';

/** What the parking-coupon operations answer: settings, owners, batches with their trace, coupons. */

export const couponSettingViewSchema = z.object({
  pricePerHourSatang: z.number().int(),
  validityDays: z.number().int(),
  payeeKind: z.enum(COUPON_PAYEE_KINDS).nullable(),
  payeeID: z.string().nullable(),
  payeeName: z.string().nullable(),
});
export const couponOwnerSchema = z.object({
  unitID: z.string(),
  unitNo: z.string(),
  canOrder: z.boolean(),
  discountPercent: z.number().int(),
  monthlyQuota: z.number().int().nullable(),
});
export const couponBatchSchema = z.object({
  batchID: z.string(),
  /** A short number people read out and print on the sheets (the id's first 8 characters). */
  batchNo: z.string(),
  ownerUnitID: z.string(),
  unitNo: z.string(),
  state: z.enum(BATCH_STATES),
  count: z.number().int(),
  hours: z.number().int(),
  /** The list price when ordered (with the owner's discount); the staff's amount is what is paid. */
  priceSatang: z.number().int(),
  amountSatang: z.number().int().nullable(),
  dueDate: z.string().nullable(),
  promptPayPayload: z.string().nullable(),
  note: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export const couponSchema = z.object({
  code: z.string(),
  batchID: z.string(),
  unitNo: z.string(),
  hours: z.number().int(),
  validUntil: z.string(),
  state: z.enum(['USABLE', 'USED', 'CANCELLED', 'EXPIRED']),
  usedAt: z.string().nullable(),
  visitID: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export const batchEventSchema = z.object({
  action: z.enum(BATCH_ACTIONS),
  from: z.enum(BATCH_STATES).nullable(),
  to: z.enum(BATCH_STATES),
  reason: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export const batchDetailSchema = couponBatchSchema.extend({
  timeline: z.array(batchEventSchema),
  /** Signed links to the private slips, for whoever may see the batch. */
  slips: z.array(z.object({ photoID: z.string(), url: z.string() })),
  coupons: z.array(couponSchema),
});
export const batchReportSchema = z.object({
  batchID: z.string(),
  issued: z.number().int(),
  used: z.number().int(),
  cancelled: z.number().int(),
  expired: z.number().int(),
  usable: z.number().int(),
  hoursIssued: z.number().int(),
  hoursUsed: z.number().int(),
});
/** What the A4 sheets print: one cell per coupon, its QR made from the code. */
export const printSheetSchema = z.object({
  batchID: z.string(),
  batchNo: z.string(),
  unitNo: z.string(),
  count: z.number().int(),
  hours: z.number().int(),
  coupons: z.array(
    z.object({
      serial: z.number().int(),
      code: z.string(),
      hours: z.number().int(),
      validUntil: z.string(),
      unitNo: z.string(),
    }),
  ),
});
export type PrintSheet = z.infer<typeof printSheetSchema>;
export type BatchReport = z.infer<typeof batchReportSchema>;
export type CouponBatch = z.infer<typeof couponBatchSchema>;
export type Coupon = z.infer<typeof couponSchema>;
export type BatchDetail = z.infer<typeof batchDetailSchema>;
