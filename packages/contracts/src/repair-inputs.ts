import { z } from 'zod';
import { lastKeySchema, limitSchema, searchSchema } from './paging';
import {
  appointmentSettingSchema,
  CATEGORY_NAME_MAX,
  categoryIdSchema,
  PAYMENT_METHODS,
  PRICE_NAME_MAX,
  QUOTE_LINES_MAX,
  REPAIR_MONEY_MAX,
  REPAIR_NOTE_MAX,
  REPAIR_REASON_MAX,
  REPAIR_STATES,
  REPAIR_TEXT_MAX,
  repairDay,
  requestIdSchema,
  slaSettingSchema,
  technicianIdSchema,
} from './repair-records';
import { communityIdSchema } from './session';

/** What people type into repair's forms; the console's form rules read the same. */

const c = { communityID: communityIdSchema };
const oneRequest = { ...c, requestID: requestIdSchema() };
const reason = z.string().trim().min(1, 'Give a reason').max(REPAIR_REASON_MAX);
const money = z.number().int('Money is in whole satang').min(0).max(REPAIR_MONEY_MAX);
const flag = z
  .enum(['true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === 'true'));

/** Multipart forms send photos as `photo` files; the text fields arrive as strings. */
export const requestFieldsSchema = z.object({
  categoryID: categoryIdSchema(),
  description: z.string().trim().min(1, 'Describe what needs repair').max(REPAIR_TEXT_MAX),
  preferredTimes: z.string().trim().max(200).optional(),
  mayEnterWhenAbsent: z
    .union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
    .default(false),
});
export const residentCreateSchema = requestFieldsSchema.extend({
  ...c,
  unitID: z.uuid('unitID is not valid'),
});
export const officeCreateSchema = residentCreateSchema.extend({
  /** The resident who asked (a member of the unit), or a name and phone taken at the desk. */
  requesterUserID: z.uuid().optional(),
  requesterName: z.string().trim().max(100).optional(),
  requesterPhone: z.string().trim().max(20).optional(),
});

export const requestRefSchema = z.object(oneRequest);
export const reasonedSchema = z.object({ ...oneRequest, reason });
export const deleteRequestSchema = z.object({
  ...oneRequest,
  reason,
  duplicateOf: requestIdSchema().optional(),
});

export const quoteLineInputSchema = z
  .object({
    itemID: z.uuid().nullable().optional(),
    name: z.string().trim().max(PRICE_NAME_MAX).optional(),
    unit: z.string().trim().max(20).optional(),
    quantity: z.number().positive().max(1000).multipleOf(0.01),
    unitPriceSatang: money.optional(),
  })
  .refine(
    (l) => l.itemID || (l.name && l.unitPriceSatang !== undefined),
    'A free line needs a name and a price',
  );
export const quoteSchema = z.object({
  ...oneRequest,
  lines: z.array(quoteLineInputSchema).min(1, 'Add at least one line').max(QUOTE_LINES_MAX),
  note: z.string().trim().max(REPAIR_NOTE_MAX).optional(),
});

export const scheduleSchema = z.object({
  ...oneRequest,
  /** The slot's start (one of the appointment setting's slots). */
  startsAt: z.iso.datetime({ offset: true, message: 'Use an ISO date and time' }),
  technicianID: technicianIdSchema().optional(),
});
export const residentScheduleSchema = scheduleSchema.omit({ technicianID: true });

export const progressFieldsSchema = z.object({
  ...oneRequest,
  note: z.string().trim().min(1, 'Write what was done').max(REPAIR_NOTE_MAX),
});
export const closeFieldsSchema = z.object({
  ...oneRequest,
  note: z.string().trim().max(REPAIR_NOTE_MAX).optional(),
  collectedSatang: z.coerce.number().int().min(0).max(REPAIR_MONEY_MAX).default(0),
  method: z.enum(PAYMENT_METHODS).default('NONE'),
});
export const confirmCloseSchema = z.object({
  ...oneRequest,
  fixed: z.boolean(),
  note: z.string().trim().max(REPAIR_NOTE_MAX).optional(),
});
export const reviewFieldsSchema = z.object({
  ...oneRequest,
  stars: z.coerce.number().int().min(1, 'Give 1 to 5 stars').max(5, 'Give 1 to 5 stars'),
  comment: z.string().trim().max(REPAIR_NOTE_MAX).optional(),
});

export const requestListQuery = z.object({
  ...c,
  state: z.enum([...REPAIR_STATES, 'OPEN']).optional(),
  categoryID: categoryIdSchema().optional(),
  buildingID: z.uuid().optional(),
  technicianID: technicianIdSchema().optional(),
  from: repairDay.optional(),
  to: repairDay.optional(),
  unitNo: z.string().trim().max(20).optional(),
  breached: flag,
  lastKey: lastKeySchema,
  limit: limitSchema,
});
export type RequestListQuery = z.infer<typeof requestListQuery>;
export const requestSearchQuery = z.object({
  ...c,
  q: searchSchema,
  lastKey: lastKeySchema,
  limit: limitSchema,
});

export const categoryInputSchema = z.object({
  categoryID: categoryIdSchema().optional(),
  name: z.string().trim().min(1, 'Name the category').max(CATEGORY_NAME_MAX),
  acceptHours: z.number().int().min(1).max(720),
  visitHours: z.number().int().min(1).max(720),
  closeDays: z.number().int().min(1).max(365),
  active: z.boolean().default(true),
});
export const categoriesUpdateSchema = z.object({
  ...c,
  categories: z.array(categoryInputSchema).min(1).max(40),
});

export const priceItemInputSchema = z.object({
  itemID: z.uuid().optional(),
  categoryID: categoryIdSchema().nullable(),
  code: z.string().trim().min(1).max(20),
  name: z.string().trim().min(1, 'Name the item').max(PRICE_NAME_MAX),
  unit: z.string().trim().min(1).max(20),
  priceSatang: money,
  active: z.boolean().default(true),
});
export const pricingUpdateSchema = z.object({ ...c, items: z.array(priceItemInputSchema).max(500) });

export const technicianInputSchema = z.object({
  technicianID: technicianIdSchema().optional(),
  name: z.string().trim().min(1, 'Name the technician').max(100),
  phone: z.string().trim().max(20).nullable().optional(),
  skills: z.array(categoryIdSchema()).max(40),
  days: z.array(z.number().int().min(0).max(6)).max(7),
  active: z.boolean().default(true),
});
export const techniciansUpdateSchema = z.object({
  ...c,
  technicians: z.array(technicianInputSchema).max(100),
});
export const appointmentUpdateSchema = appointmentSettingSchema.extend(c);
export const slaUpdateSchema = slaSettingSchema.extend(c);

export const slotQuery = z.object({
  ...c,
  categoryID: categoryIdSchema(),
  from: repairDay,
  to: repairDay,
});
export const scheduleListQuery = z.object({
  ...c,
  from: repairDay,
  to: repairDay,
  technicianID: technicianIdSchema().optional(),
});
export const historyQuery = z.object({
  ...c,
  unitNo: z.string().trim().max(20).optional(),
  from: repairDay.optional(),
  to: repairDay.optional(),
  lastKey: lastKeySchema,
  limit: limitSchema,
});
export const resultsQuery = z.object({
  ...c,
  from: z.string().regex(/^\d{4}-\d{2}$/, 'Use a month as YYYY-MM'),
  to: z.string().regex(/^\d{4}-\d{2}$/, 'Use a month as YYYY-MM'),
});
export const printQuery = z
  .object({
    ...c,
    requestID: requestIdSchema().optional(),
    technicianID: technicianIdSchema().optional(),
    day: repairDay.optional(),
  })
  .refine(
    (q) => Boolean(q.requestID) !== Boolean(q.technicianID && q.day),
    'Print one request, or a technician’s day',
  );
