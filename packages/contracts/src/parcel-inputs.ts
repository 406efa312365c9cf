import { z } from 'zod';
import { lastKeySchema, limitSchema } from './paging';
import {
  carrierSchema,
  collectorSchema,
  dateSchema,
  instantSchema,
  noteSchema,
  PARCEL_STATUSES,
  PARCEL_TABS,
  parcelIdSchema,
  parcelIdsSchema,
  parcelTypeSchema,
  personNameSchema,
  reasonSchema,
  SLIP_FIELDS,
  trackingNoSchema,
} from './parcel';
import { communityIdSchema, mobileSchema } from './session';

/** What parcel operations take: the list's filters and pages, and each change's input. */

/** The list's filters; the counts on the tabs take the same ones. */
export const parcelFilterSchema = z.object({
  communityID: communityIdSchema,
  tab: z.enum(PARCEL_TABS, `tab must be one of ${PARCEL_TABS.join(', ')}`).default('all'),
  from: dateSchema('from').optional(),
  to: dateSchema('to').optional(),
  buildingID: z.uuid('buildingID is not valid').optional(),
  unitID: z.uuid('unitID is not valid').optional(),
  type: parcelTypeSchema.optional(),
  carrier: carrierSchema.optional(),
  status: z.enum(PARCEL_STATUSES, `status must be one of ${PARCEL_STATUSES.join(', ')}`).optional(),
});
export const pageSchema = z.object({ lastKey: lastKeySchema, limit: limitSchema });

export const receiveParcelSchema = z.object({
  communityID: communityIdSchema,
  trackingNo: trackingNoSchema,
  carrier: carrierSchema,
  type: parcelTypeSchema,
  unitID: z.uuid('unitID is not valid'),
  /** A resident of the unit with the app; otherwise recipientName names the person on the label. */
  recipientUserID: z.uuid('recipientUserID is not valid').optional(),
  recipientName: personNameSchema('recipientName').optional(),
  recipientPhone: mobileSchema.optional(),
  note: noteSchema.optional(),
  /** Ask for a printed notice even though the unit has app users. */
  printNotice: z.boolean().default(false),
  /** Save although the same tracking number is already waiting (after tracking/exist warned). */
  confirmDuplicate: z.boolean().default(false),
});
export type ReceiveParcel = z.infer<typeof receiveParcelSchema>;

export const updateParcelSchema = z
  .object({
    communityID: communityIdSchema,
    parcelID: parcelIdSchema,
    trackingNo: trackingNoSchema.optional(),
    carrier: carrierSchema.optional(),
    type: parcelTypeSchema.optional(),
    unitID: z.uuid('unitID is not valid').optional(),
    recipientUserID: z.uuid('recipientUserID is not valid').nullable().optional(),
    recipientName: personNameSchema('recipientName').optional(),
    recipientPhone: mobileSchema.nullable().optional(),
    note: noteSchema.nullable().optional(),
    needsNotice: z.boolean().optional(),
    /** Drop the photo; its file is deleted once the correction is saved. */
    removePhoto: z.boolean().optional(),
    /**
     * A new photo came as the multipart form's `photo` file (the server sets this when it reads
     * one); the old photo's file is deleted once the correction is saved.
     */
    photo: z.literal(true, 'photo must be sent as a multipart file').optional(),
  })
  .refine(
    (b) => Object.keys(b).some((k) => k !== 'communityID' && k !== 'parcelID'),
    'Nothing to change: give at least one field',
  )
  .refine((b) => !(b.photo && b.removePhoto), 'Replace the photo or remove it, not both');
export type UpdateParcel = z.infer<typeof updateParcelSchema>;

const handOutFields = {
  communityID: communityIdSchema,
  collector: collectorSchema,
  /** Defaults to now; may be earlier when the desk records a hand-out late, never in the future. */
  handedOutAt: instantSchema('handedOutAt').optional(),
  note: noteSchema.optional(),
};
export const handOutSchema = z.object({ ...handOutFields, parcelID: parcelIdSchema });
export const handOutMultipleSchema = z.object({ ...handOutFields, parcelIDs: parcelIdsSchema });
export type HandOut = z.infer<typeof handOutMultipleSchema>;

export const returnSchema = z.object({
  communityID: communityIdSchema,
  parcelID: parcelIdSchema,
  reason: noteSchema.optional(),
});
export const returnMultipleSchema = z.object({
  communityID: communityIdSchema,
  parcelIDs: parcelIdsSchema,
  reason: noteSchema.optional(),
});
export const reasonedSchema = z.object({
  communityID: communityIdSchema,
  parcelID: parcelIdSchema,
  reason: reasonSchema,
});

/** How many days a waiting parcel may sit before the desk calls it overdue. */
export const OVERDUE_DAYS = { min: 1, max: 90 } as const;
/** How many days a resident may ask the desk to keep a parcel past its overdue day. */
export const OVERTIME_MAX_DAYS = { min: 1, max: 60 } as const;

export const preferenceUpdateSchema = z
  .object({
    communityID: communityIdSchema,
    overdueDays: z
      .number()
      .int()
      .min(OVERDUE_DAYS.min, `overdueDays must be at least ${OVERDUE_DAYS.min}`)
      .max(OVERDUE_DAYS.max)
      .optional(),
    slipsPerPage: z
      .union([z.literal(4), z.literal(6), z.literal(8)], { message: 'slipsPerPage must be 4, 6 or 8' })
      .optional(),
    slipFields: z.array(z.enum(SLIP_FIELDS)).min(1, 'A slip must show at least one field').optional(),
    types: z.array(parcelTypeSchema).min(1, 'Keep at least one parcel type').optional(),
    carriers: z.array(carrierSchema).min(1, 'Keep at least one carrier').max(40).optional(),
  })
  .refine((b) => Object.keys(b).length > 1, 'Nothing to change: give at least one setting');

export const overtimeSettingsSchema = z.object({
  communityID: communityIdSchema,
  overtimeAllowed: z.boolean(),
  overtimeMaxDays: z
    .number()
    .int()
    .min(OVERTIME_MAX_DAYS.min, `overtimeMaxDays must be at least ${OVERTIME_MAX_DAYS.min}`)
    .max(OVERTIME_MAX_DAYS.max),
});
