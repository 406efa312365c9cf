import { z } from 'zod';
import { VEHICLE_TYPES } from './vms-fee';
import { ID_DOCUMENT_TYPES } from './vms-id';

/**
 * What the gate answers about a visit. The identity document is only its type and last four
 * characters: the number itself is never stored, so it can never be answered.
 */
export const VISITOR_TYPES = ['GUEST', 'DELIVERY', 'CONTRACTOR', 'TAXI', 'OTHER'] as const;
export type VisitorType = (typeof VISITOR_TYPES)[number];
export const PAYMENT_METHODS = ['CASH', 'PROMPTPAY', 'WAIVED'] as const;
export type VmsPaymentMethod = (typeof PAYMENT_METHODS)[number];
export const VISIT_STATES = ['INSIDE', 'OUT'] as const;

export const VMS_NAME_MAX = 100;
export const VMS_PHONE_MAX = 20;
export const VMS_PLATE_MAX = 20;
export const VMS_PROVINCE_MAX = 60;
export const VMS_PURPOSE_MAX = 300;
export const VMS_BADGE_MAX = 30;
export const VMS_REASON_MAX = 300;
export const VMS_CLIENT_ID_MAX = 64;
export const OVERSTAY_MINUTES_DEFAULT = 240;
export const OVERSTAY_MINUTES_MAX = 10_080;

export const visitStampSchema = z.object({
  stampID: z.string(),
  stampedAt: z.string(),
  stampedBy: z.string().nullable(),
  cancelledAt: z.string().nullable(),
});

export const visitSchema = z.object({
  visitID: z.string(),
  slipCode: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  visitorType: z.enum(VISITOR_TYPES),
  vehicleType: z.enum(VEHICLE_TYPES).nullable(),
  plate: z.string().nullable(),
  province: z.string().nullable(),
  unitID: z.string(),
  unitNo: z.string(),
  purpose: z.string().nullable(),
  idDocument: z.object({ type: z.enum(ID_DOCUMENT_TYPES), last4: z.string() }).nullable(),
  badge: z.string().nullable(),
  checkedInAt: z.string(),
  checkedOutAt: z.string().nullable(),
  /** Stamps still standing (cancelled ones excluded). */
  stamps: z.number().int(),
  feeSatang: z.number().int().nullable(),
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  waiveReason: z.string().nullable(),
  forcedOutReason: z.string().nullable(),
  /** Inside for longer than the community's overstay minutes. */
  overstayed: z.boolean(),
  /** The guest pass the visitor came in by; null for a walk-in. */
  passID: z.string().nullable(),
  /** Photos taken at the gate, read through `visitor/photo` (private files, short-lived links). */
  hasFacePhoto: z.boolean(),
  hasPlatePhoto: z.boolean(),
});
export type Visit = z.infer<typeof visitSchema>;

export const visitDetailSchema = visitSchema.extend({ stampList: z.array(visitStampSchema) });
export type VisitDetail = z.infer<typeof visitDetailSchema>;
