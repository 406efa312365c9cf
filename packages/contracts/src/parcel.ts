import { z } from 'zod';
import { mobileSchema } from './session';

/**
 * Parcels: the vocabulary, the records and the inputs. The operations (method, path, access)
 * are in parcel-ops.ts. Times travel as ISO 8601 in UTC; the console shows them in the
 * community's time zone, which the answers that need it carry as `timeZone`.
 */

/**
 * WAITING at the desk until it is HANDED_OUT to the resident (or a proxy), RETURNED to the
 * sender, or DELETED as a mistake. The rules are in the API's parcel-state.ts.
 */
export const PARCEL_STATUSES = ['WAITING', 'HANDED_OUT', 'RETURNED', 'DELETED'] as const;
export type ParcelStatus = (typeof PARCEL_STATUSES)[number];

/** Codes, translated by the console; a community picks the ones its desk uses. */
export const PARCEL_TYPES = [
  'BOX',
  'ENVELOPE',
  'DOCUMENT',
  'FOOD',
  'COLD',
  'LARGE',
  'REGISTERED',
  'OTHER',
] as const;
export type ParcelType = (typeof PARCEL_TYPES)[number];

/** Carriers are names as the desk knows them; a community edits its own list. */
export const DEFAULT_CARRIERS = [
  'Kerry Express',
  'Flash Express',
  'J&T Express',
  'ไปรษณีย์ไทย (Thailand Post)',
  'Shopee Express',
  'Lazada Express',
  'DHL Express',
  'Ninja Van',
  'Best Express',
  'อื่น ๆ (Other)',
];

/** Spec 2: all parcels, waiting to be handed out, needing a notice printed. */
export const PARCEL_TABS = ['all', 'waiting', 'notice'] as const;
export type ParcelTab = (typeof PARCEL_TABS)[number];

export const SLIPS_PER_PAGE = [4, 6, 8] as const;
export const SLIP_FIELDS = [
  'no',
  'unit',
  'recipient',
  'receivedAt',
  'type',
  'carrier',
  'trackingNo',
  'note',
  'code',
] as const;
export type SlipField = (typeof SLIP_FIELDS)[number];

export const parcelIdSchema = z.uuid('parcelID is not valid');
export const parcelIdsSchema = z
  .array(parcelIdSchema)
  .min(1, 'parcelIDs must not be empty')
  .max(100, 'At most 100 parcels at a time')
  .refine((ids) => new Set(ids).size === ids.length, 'parcelIDs must not repeat a parcel');
export const dateSchema = (field: string) => z.iso.date(`${field} must be a date (YYYY-MM-DD)`);
export const trackingNoSchema = z
  .string()
  .trim()
  .min(3, 'Tracking number must be at least 3 characters')
  .max(64, 'Tracking number must be at most 64 characters')
  .regex(/^[\p{L}\p{N}][\p{L}\p{N} ._/-]*$/u, 'Tracking number may hold letters, digits, spaces, . _ / -');
export const carrierSchema = z
  .string()
  .trim()
  .min(1, 'carrier is required')
  .max(60, 'carrier must be at most 60 characters');
export const parcelTypeSchema = z.enum(PARCEL_TYPES, `type must be one of ${PARCEL_TYPES.join(', ')}`);
export const PARCEL_PERSON_NAME_MAX = 120;
export const personNameSchema = (field: string) =>
  z
    .string()
    .trim()
    .min(1, `${field} is required`)
    .max(PARCEL_PERSON_NAME_MAX, `${field} must be at most ${PARCEL_PERSON_NAME_MAX} characters`);
export const PARCEL_NOTE_MAX = 500;
export const noteSchema = z
  .string()
  .trim()
  .max(PARCEL_NOTE_MAX, `note must be at most ${PARCEL_NOTE_MAX} characters`);
export const PARCEL_REASON_MIN = 3;
export const PARCEL_REASON_MAX = 300;
export const reasonSchema = z
  .string()
  .trim()
  .min(PARCEL_REASON_MIN, `reason must say why (at least ${PARCEL_REASON_MIN} characters)`)
  .max(PARCEL_REASON_MAX, `reason must be at most ${PARCEL_REASON_MAX} characters`);
/** A time the desk states (e.g. a hand-out recorded late); ISO 8601 with an offset. */
export const instantSchema = (field: string) =>
  z.iso.datetime({ offset: true, message: `${field} must be an ISO 8601 time with an offset` });

export const collectorSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('RESIDENT'), userID: z.uuid('collector.userID is not valid') }),
    z.object({
      kind: z.literal('PROXY'),
      name: personNameSchema('collector.name'),
      phone: mobileSchema,
    }),
  ],
  'collector.kind must be RESIDENT or PROXY',
);
export type Collector = z.infer<typeof collectorSchema>;

export const parcelSchema = z.object({
  parcelID: z.string(),
  /** The community's running parcel number, printed on slips. */
  no: z.number().int(),
  trackingNo: z.string(),
  carrier: z.string(),
  type: z.enum(PARCEL_TYPES),
  status: z.enum(PARCEL_STATUSES),
  unitID: z.string(),
  /** As it was when the parcel arrived. */
  unitNo: z.string(),
  buildingID: z.string().nullable(),
  buildingName: z.string().nullable(),
  recipientUserID: z.string().nullable(),
  recipientName: z.string(),
  recipientPhone: z.string().nullable(),
  note: z.string().nullable(),
  photoUrl: z.string().nullable(),
  needsNotice: z.boolean(),
  printedAt: z.string().nullable(),
  receivedAt: z.string(),
  receivedBy: z.string().nullable(),
  /** When a waiting parcel becomes overdue: received + the community's overdue days + extra days. */
  overdueAt: z.string(),
  isOverdue: z.boolean(),
  extraDays: z.number().int(),
  handedOutAt: z.string().nullable(),
  handedOutBy: z.string().nullable(),
  collector: z
    .object({
      kind: z.enum(['RESIDENT', 'PROXY']),
      userID: z.string().nullable(),
      name: z.string(),
      phone: z.string().nullable(),
    })
    .nullable(),
  returnedAt: z.string().nullable(),
  deletedAt: z.string().nullable(),
  /** Why it was returned, deleted or taken back from a mistaken hand-out. */
  statusReason: z.string().nullable(),
});
export type Parcel = z.infer<typeof parcelSchema>;

export const PARCEL_ACTIONS = [
  'RECEIVED',
  'IMPORTED',
  'UPDATED',
  'NOTICE_PRINTED',
  'HANDED_OUT',
  'HAND_OUT_UNDONE',
  'RETURNED',
  'DELETED',
  'OVERTIME_REQUESTED',
  'OVERTIME_CANCELLED',
] as const;
export type ParcelAction = (typeof PARCEL_ACTIONS)[number];

export const parcelEventSchema = z.object({
  eventID: z.string(),
  parcelID: z.string(),
  no: z.number().int(),
  unitNo: z.string(),
  action: z.enum(PARCEL_ACTIONS),
  actorUserID: z.string().nullable(),
  actorName: z.string().nullable(),
  at: z.string(),
  /** What changed: before/after for updates, the reason, the collector, and so on. */
  detail: z.record(z.string(), z.unknown()),
});

export const parcelSettingsSchema = z.object({
  overdueDays: z.number().int(),
  slipsPerPage: z.union([z.literal(4), z.literal(6), z.literal(8)]),
  slipFields: z.array(z.enum(SLIP_FIELDS)),
  types: z.array(z.enum(PARCEL_TYPES)),
  carriers: z.array(z.string()),
  overtimeAllowed: z.boolean(),
  overtimeMaxDays: z.number().int(),
});
export type ParcelSettings = z.infer<typeof parcelSettingsSchema>;

export const overtimeRequestSchema = z.object({
  requestID: z.string(),
  parcelID: z.string(),
  no: z.number().int(),
  unitNo: z.string(),
  recipientName: z.string(),
  days: z.number().int(),
  reason: z.string().nullable(),
  status: z.enum(['ACTIVE', 'CANCELLED']),
  requestedBy: z.string().nullable(),
  createdAt: z.string(),
  /** The parcel's new overdue time with this request. */
  overdueAt: z.string(),
});
