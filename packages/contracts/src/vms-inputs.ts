import { z } from 'zod';
import { lastKeySchema, limitSchema, SEARCH_MAX } from './paging';
import { communityIdSchema } from './session';
import { couponCodesSchema } from './vms-coupon-inputs';
import { parkingFeeRulesSchema, STAMPS_PER_STAY_MAX, vehicleTypeSchema } from './vms-fee';
import { gateText, optionalGateText } from './vms-fields';
import { idDocumentSchema } from './vms-id';
import { PASS_TOKEN_MAX } from './vms-pass-records';
import {
  OVERSTAY_MINUTES_MAX,
  PAYMENT_METHODS,
  VISIT_STATES,
  VISITOR_TYPES,
  VMS_BADGE_MAX,
  VMS_CLIENT_ID_MAX,
  VMS_NAME_MAX,
  VMS_PHONE_MAX,
  VMS_PLATE_MAX,
  VMS_PROVINCE_MAX,
  VMS_PURPOSE_MAX,
  VMS_REASON_MAX,
} from './vms-records';

/** What the gate's forms send; the console's form rules read the same limits. */

const c = { communityID: communityIdSchema };
const text = gateText;
const optionalText = optionalGateText;
export const visitIdSchema = z.uuid('visitID is not valid');
const day = z.iso.date('Give days as YYYY-MM-DD');
const reason = text('The reason', VMS_REASON_MAX).min(1, 'Give a reason');

/**
 * A check-in is a walk-in (name, type and unit typed at the gate) or by pass (`passToken`: the
 * name and unit come from the pass; a plate may still be typed). Photos come as multipart files
 * beside these fields, not in them.
 */
export const checkinSchema = z
  .object({
    ...c,
    clientID: z.string().trim().min(1).max(VMS_CLIENT_ID_MAX).optional(),
    passToken: z
      .string('The pass must be text')
      .trim()
      .min(1, 'Give the pass code')
      .max(PASS_TOKEN_MAX, 'This is not a pass code')
      .optional(),
    name: text('The name', VMS_NAME_MAX).optional(),
    phone: optionalText('The phone', VMS_PHONE_MAX),
    visitorType: z
      .enum(VISITOR_TYPES, { error: `Visitor type must be one of ${VISITOR_TYPES.join(', ')}` })
      .optional(),
    vehicleType: vehicleTypeSchema.nullable().default(null),
    plate: optionalText('The plate', VMS_PLATE_MAX),
    province: optionalText('The province', VMS_PROVINCE_MAX),
    unitID: z.uuid('unitID is not valid').optional(),
    purpose: optionalText('The purpose', VMS_PURPOSE_MAX),
    idDocument: idDocumentSchema.optional(),
    badge: optionalText('The badge', VMS_BADGE_MAX),
    /** The office lets in a plate on the override list; only VMS_NITI:approve may set it. */
    override: z.boolean('override must be true or false').default(false),
  })
  .superRefine((v, ctx) => {
    if (v.passToken) return;
    if (!v.name) ctx.addIssue({ code: 'custom', path: ['name'], message: "Give the visitor's name" });
    if (!v.visitorType)
      ctx.addIssue({
        code: 'custom',
        path: ['visitorType'],
        message: `Visitor type must be one of ${VISITOR_TYPES.join(', ')}`,
      });
    if (!v.unitID) ctx.addIssue({ code: 'custom', path: ['unitID'], message: 'unitID is not valid' });
  })
  .refine((v) => v.vehicleType === null || v.plate || v.passToken, {
    path: ['plate'],
    message: 'Give the plate of the vehicle',
  });
export type CheckinInput = z.output<typeof checkinSchema>;

export const checkoutSchema = z
  .object({
    ...c,
    /** The gate app's own id for this check-out: sent again, it answers the first check-out. */
    clientID: z.string().trim().min(1).max(VMS_CLIENT_ID_MAX).optional(),
    visitID: visitIdSchema.optional(),
    slipCode: optionalText('The slip code', 12),
    plate: optionalText('The plate', VMS_PLATE_MAX),
    badge: optionalText('The badge', VMS_BADGE_MAX),
    slipLost: z.boolean().default(false),
    paymentMethod: z.enum(PAYMENT_METHODS).optional(),
    waiveReason: optionalText('The reason', VMS_REASON_MAX),
    /** Parking coupons used for this stay: each once, in the checkout's own transaction. */
    couponCodes: couponCodesSchema,
  })
  .refine((v) => v.visitID || v.slipCode || v.plate || v.badge, {
    message: 'Give the slip code, the plate or the badge',
  })
  .refine((v) => v.paymentMethod !== 'WAIVED' || v.waiveReason, {
    path: ['waiveReason'],
    message: 'Give the reason the fee is waived',
  });
export type CheckoutInput = z.output<typeof checkoutSchema>;

export const visitRefSchema = z.object({ ...c, visitID: visitIdSchema });

export const visitListSchema = z
  .object({
    ...c,
    from: day.optional(),
    to: day.optional(),
    unitID: z.uuid('unitID is not valid').optional(),
    visitorType: z.enum(VISITOR_TYPES).optional(),
    state: z.enum(VISIT_STATES).optional(),
    lastKey: lastKeySchema,
    limit: limitSchema,
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    path: ['to'],
    message: 'The range ends before it starts',
  });
export type VisitListQuery = z.output<typeof visitListSchema>;

export const visitSearchSchema = z.object({
  ...c,
  q: z
    .string()
    .trim()
    .min(1, 'Type something to search for')
    .max(SEARCH_MAX, `The search text must be at most ${SEARCH_MAX} characters`),
});

export const myVisitsSchema = z.object({ ...c, lastKey: lastKeySchema, limit: limitSchema });

export const updateInfoSchema = z
  .object({
    ...c,
    visitID: visitIdSchema,
    name: text('The name', VMS_NAME_MAX).min(1, "Give the visitor's name").optional(),
    phone: text('The phone', VMS_PHONE_MAX).optional(),
    plate: text('The plate', VMS_PLATE_MAX).optional(),
    province: text('The province', VMS_PROVINCE_MAX).optional(),
    purpose: text('The purpose', VMS_PURPOSE_MAX).optional(),
  })
  .refine((v) => [v.name, v.phone, v.plate, v.province, v.purpose].some((f) => f !== undefined), {
    message: 'Give at least one field to correct',
  });
export type UpdateInfoInput = z.output<typeof updateInfoSchema>;

export const forceOutSchema = z
  .object({
    ...c,
    visitID: visitIdSchema.optional(),
    before: z.iso.datetime({ offset: true }).optional(),
    reason,
  })
  .refine((v) => (v.visitID === undefined) !== (v.before === undefined), {
    message: 'Give one visit, or a time before which every visit inside is stamped out',
  });

export const feePutSchema = z.object({
  ...c,
  rules: parkingFeeRulesSchema,
  overstayMinutes: z.number().int().min(1).max(OVERSTAY_MINUTES_MAX).optional(),
});

export const feeCalculateSchema = z
  .object({
    ...c,
    visitID: visitIdSchema.optional(),
    vehicleType: vehicleTypeSchema.optional(),
    entry: z.iso.datetime({ offset: true }).optional(),
    exit: z.iso.datetime({ offset: true }).optional(),
    stamps: z
      .number()
      .int()
      .min(0)
      .max(STAMPS_PER_STAY_MAX, `At most ${STAMPS_PER_STAY_MAX} stamps`)
      .default(0),
    slipLost: z.boolean().default(false),
    /** Coupons to count in the preview; they are checked but not used. */
    couponCodes: couponCodesSchema,
  })
  .refine((v) => v.visitID || (v.vehicleType && v.entry), {
    message: 'Give a visit, or a vehicle type and an entry time',
  });
export type FeeCalculateInput = z.output<typeof feeCalculateSchema>;

export const stampCancelSchema = z.object({ ...c, stampID: z.uuid('stampID is not valid') });
