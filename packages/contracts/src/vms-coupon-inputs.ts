import { z } from 'zod';
import { lastKeySchema, limitSchema } from './paging';
import { communityIdSchema } from './session';
import { BATCH_STATES, batchReasonSchema } from './vms-coupon-batch';

/** What the parking-coupon forms send; the console's form rules read the same limits. */

export const COUPONS_PER_BATCH_MAX = 1_000;
export const COUPON_HOURS_MAX = 24;
export const COUPON_VALIDITY_DAYS_MAX = 366;
export const COUPON_PRICE_MAX_SATANG = 50_000;
/** What a batch may be asked to pay at most (a 4-byte integer of satang): 10 million baht. */
export const COUPON_AMOUNT_MAX_SATANG = 1_000_000_000;
export const COUPON_CODE_LENGTH = 10;
export const COUPON_PAYEE_KINDS = ['PHONE', 'TAX_ID', 'EWALLET'] as const;

const c = { communityID: communityIdSchema };
const id = (label: string) => z.uuid(`${label} is not valid`);
const int = (label: string, min: number, max: number) =>
  z.coerce
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);
const note = z.string('The note must be text').trim().max(500, 'A note is at most 500 characters').optional();

export const couponSettingSchema = z.object({
  ...c,
  /** What one coupon hour costs, before an owner's discount. */
  pricePerHourSatang: int('The price per hour', 0, COUPON_PRICE_MAX_SATANG),
  validityDays: int('The validity days', 1, COUPON_VALIDITY_DAYS_MAX),
  payeeKind: z.enum(COUPON_PAYEE_KINDS, {
    error: `Payee kind must be one of ${COUPON_PAYEE_KINDS.join(', ')}`,
  }),
  payeeID: z.string('The payee must be text').trim().min(1, 'Give the PromptPay ID').max(20),
  payeeName: z.string().trim().max(100).optional(),
});
export type CouponSettingInput = z.infer<typeof couponSettingSchema>;

export const ownerSettingSchema = z.object({
  ...c,
  unitID: id('unitID'),
  /** Whether the unit's members may order coupons at all. */
  canOrder: z.boolean('canOrder must be true or false'),
  discountPercent: int('The discount', 0, 100).default(0),
  /** Coupons the unit may hold in batches not cancelled, per Bangkok month; none: no limit. */
  monthlyQuota: int('The quota', 1, 100_000).nullable().default(null),
});
export type OwnerSettingInput = z.infer<typeof ownerSettingSchema>;

export const createBatchSchema = z.object({
  ...c,
  ownerUnitID: id('ownerUnitID'),
  count: int('The number of coupons', 1, COUPONS_PER_BATCH_MAX),
  hours: int('The hours per coupon', 1, COUPON_HOURS_MAX),
  note,
});
export const updateBatchSchema = createBatchSchema
  .omit({ ownerUnitID: true })
  .extend({ batchID: id('batchID') });

const dueDate = z.iso.date('Give the due date as YYYY-MM-DD');
export const requestPaymentSchema = z.object({
  ...c,
  batchID: id('batchID'),
  amountSatang: int('The amount', 1, COUPON_AMOUNT_MAX_SATANG),
  dueDate,
});
export const updatePaymentSchema = requestPaymentSchema.extend({ reason: batchReasonSchema });
/** The slip comes as a multipart `photo`; batchID and communityID in the query. */
export const uploadSlipSchema = z.object({ ...c, batchID: id('batchID') });
export const reviewBatchSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({
      ...c,
      batchID: id('batchID'),
      decision: z.literal('APPROVE'),
      reason: batchReasonSchema.optional(),
    }),
    z.object({ ...c, batchID: id('batchID'), decision: z.literal('REJECT'), reason: batchReasonSchema }),
  ],
  { error: 'Decision must be APPROVE or REJECT (with a reason)' },
);
export const cancelBatchSchema = z.object({ ...c, batchID: id('batchID'), reason: batchReasonSchema });
export const batchRefSchema = z.object({ ...c, batchID: id('batchID') });
export const batchListSchema = z.object({
  ...c,
  state: z.enum(BATCH_STATES, { error: `State must be one of ${BATCH_STATES.join(', ')}` }).optional(),
  ownerUnitID: id('ownerUnitID').optional(),
  lastKey: lastKeySchema,
  limit: limitSchema,
});
export const myBatchSchema = z.object({ ...c, lastKey: lastKeySchema, limit: limitSchema });

const code = z
  .string('The code must be text')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z2-7]{10}$/, 'A coupon code is 10 letters and digits');

/** Coupons one checkout may take: a car rarely brings more; more is a scanning slip. */
export const COUPONS_AT_CHECKOUT_MAX = 5;
/** The coupons a driver hands over at checkout (or a fee preview counts), each at most once. */
export const couponCodesSchema = z
  .array(code, 'The coupon codes must be a list')
  .max(COUPONS_AT_CHECKOUT_MAX, `At most ${COUPONS_AT_CHECKOUT_MAX} coupons at one checkout`)
  .refine((codes) => new Set(codes).size === codes.length, 'A coupon is given twice')
  .default([]);
export const couponSearchSchema = z.object({
  ...c,
  q: z.string().trim().min(1, 'Give part of a code').max(20).toUpperCase(),
});
export const couponRefSchema = z.object({ ...c, code });
export const couponUseSchema = z.object({ ...c, code, visitID: id('visitID').optional() });
export const couponCancelSchema = z.object({ ...c, code, reason: batchReasonSchema });
