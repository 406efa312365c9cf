import { z } from 'zod';

/**
 * Repair requests' records: a request from a unit's photo to a priced, scheduled, reviewed
 * repair, and the office's settings behind it (categories with SLA, price list, technicians,
 * appointment slots). Money is satang; instants are ISO (UTC); days and clock times are the
 * community's own.
 */

export const REPAIR_STATES = [
  'NEW',
  'ACCEPTED',
  'REJECTED',
  'QUOTED',
  'APPROVED',
  'DECLINED',
  'SCHEDULED',
  'IN_PROGRESS',
  'CLOSE_REQUESTED',
  'CLOSED',
  'REVIEWED',
  'FORCE_CLOSED',
  'CANCELLED',
] as const;
export type RepairState = (typeof REPAIR_STATES)[number];

export const REPAIR_ACTIONS = [
  'accept',
  'reject',
  'quote',
  'approveQuote',
  'declineQuote',
  'schedule',
  'progress',
  'requestClose',
  'confirmClose',
  'notFixed',
  'autoClose',
  'review',
  'forceClose',
  'cancel',
  'delete',
] as const;
export type RepairAction = (typeof REPAIR_ACTIONS)[number];

/**
 * Every allowed move, the one table the server enforces and the console reads to offer actions.
 * A move not listed is refused naming both states.
 */
export const REPAIR_MOVES: Record<RepairAction, { from: readonly RepairState[]; to: RepairState | 'SAME' }> =
  {
    accept: { from: ['NEW'], to: 'ACCEPTED' },
    reject: { from: ['NEW'], to: 'REJECTED' },
    quote: { from: ['ACCEPTED', 'QUOTED'], to: 'QUOTED' },
    approveQuote: { from: ['QUOTED'], to: 'APPROVED' },
    declineQuote: { from: ['QUOTED'], to: 'DECLINED' },
    schedule: { from: ['ACCEPTED', 'APPROVED', 'SCHEDULED'], to: 'SCHEDULED' },
    progress: { from: ['SCHEDULED', 'IN_PROGRESS'], to: 'IN_PROGRESS' },
    requestClose: { from: ['IN_PROGRESS'], to: 'CLOSE_REQUESTED' },
    confirmClose: { from: ['CLOSE_REQUESTED'], to: 'CLOSED' },
    notFixed: { from: ['CLOSE_REQUESTED'], to: 'IN_PROGRESS' },
    autoClose: { from: ['CLOSE_REQUESTED'], to: 'CLOSED' },
    review: { from: ['CLOSED'], to: 'REVIEWED' },
    forceClose: {
      from: ['ACCEPTED', 'QUOTED', 'APPROVED', 'SCHEDULED', 'IN_PROGRESS', 'CLOSE_REQUESTED'],
      to: 'FORCE_CLOSED',
    },
    cancel: { from: ['NEW', 'ACCEPTED', 'QUOTED', 'APPROVED', 'SCHEDULED'], to: 'CANCELLED' },
    delete: { from: ['NEW', 'ACCEPTED', 'REJECTED'], to: 'SAME' },
  };

/** The states a request is still being worked in (lists' "open" tab, SLA clocks). */
export const OPEN_STATES = [
  'NEW',
  'ACCEPTED',
  'QUOTED',
  'APPROVED',
  'SCHEDULED',
  'IN_PROGRESS',
  'CLOSE_REQUESTED',
] as const;
/** While these wait for the resident (a quote, a confirmation) the SLA clock pauses. */
export const PAUSED_STATES = ['QUOTED', 'CLOSE_REQUESTED'] as const;

export const SLA_STEPS = ['ACCEPT', 'VISIT', 'CLOSE'] as const;
export const PAYMENT_METHODS = ['NONE', 'CASH', 'TRANSFER', 'PROMPTPAY'] as const;

export const REPAIR_TEXT_MAX = 1000;
export const REPAIR_NOTE_MAX = 1000;
export const REPAIR_REASON_MAX = 300;
export const REPAIR_PHOTOS_MAX = 5;
export const CATEGORY_NAME_MAX = 60;
export const PRICE_NAME_MAX = 120;
export const QUOTE_LINES_MAX = 30;
export const REVIEW_DAYS = 14;
export const REPAIR_MONEY_MAX = 100_000_000;

export const requestIdSchema = () => z.uuid('requestID is not valid');
export const categoryIdSchema = () => z.uuid('categoryID is not valid');
export const technicianIdSchema = () => z.uuid('technicianID is not valid');
export const repairDay = z.iso.date('Use a date as YYYY-MM-DD');
export const repairClock = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM (00:00 to 23:59)');

export const categorySchema = z.object({
  categoryID: z.string(),
  name: z.string(),
  /** Accept within this many working hours. */
  acceptHours: z.number().int(),
  /** First visit within this many working hours of acceptance. */
  visitHours: z.number().int(),
  /** Close within this many days of acceptance. */
  closeDays: z.number().int(),
  active: z.boolean(),
});
export type RepairCategory = z.infer<typeof categorySchema>;

export const priceItemSchema = z.object({
  itemID: z.string(),
  categoryID: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  priceSatang: z.number().int(),
  active: z.boolean(),
});
export type PriceItem = z.infer<typeof priceItemSchema>;

export const technicianSchema = z.object({
  technicianID: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  /** Category IDs the technician works. */
  skills: z.array(z.string()),
  /** Weekdays on duty, 0 Sunday to 6 Saturday. */
  days: z.array(z.number().int().min(0).max(6)),
  active: z.boolean(),
});
export type Technician = z.infer<typeof technicianSchema>;

export const appointmentSettingSchema = z.object({
  /** The visit slots of a working day, in order. */
  slots: z
    .array(z.object({ start: repairClock, end: repairClock }))
    .min(1)
    .max(12),
  /** A slot can be booked this many hours ahead at the soonest. */
  leadHours: z.number().int().min(0).max(168),
  /** A close request the resident leaves unanswered closes itself after this many days. */
  autoCloseDays: z.number().int().min(1).max(60),
});
export type AppointmentSetting = z.infer<typeof appointmentSettingSchema>;

export const slaSettingSchema = z.object({
  /** Working days, 0 Sunday to 6 Saturday; SLA hours count only inside them. */
  workDays: z.array(z.number().int().min(0).max(6)).min(1).max(7),
  workStart: repairClock,
  workEnd: repairClock,
  holidays: z.array(repairDay).max(60),
  /** Staff are warned this many working hours before a breach. */
  warnHours: z.number().int().min(0).max(48),
});
export type SlaSetting = z.infer<typeof slaSettingSchema>;

export const photoSchema = z.object({ photoID: z.string(), url: z.string() });

export const quoteLineSchema = z.object({
  itemID: z.string().nullable(),
  name: z.string(),
  unit: z.string(),
  quantity: z.number(),
  unitPriceSatang: z.number().int(),
  amountSatang: z.number().int(),
});
export type QuoteLine = z.infer<typeof quoteLineSchema>;

export const slaClockSchema = z.object({
  step: z.enum(SLA_STEPS),
  dueAt: z.string().nullable(),
  doneAt: z.string().nullable(),
  breached: z.boolean(),
  /** Due within the warning hours and not done. */
  warning: z.boolean(),
});

/** A request as lists show it. */
export const repairRequestSchema = z.object({
  requestID: z.string(),
  no: z.number().int(),
  state: z.enum(REPAIR_STATES),
  unitID: z.string(),
  unitNo: z.string(),
  buildingName: z.string().nullable(),
  requester: z.object({ userID: z.string().nullable(), name: z.string(), phone: z.string().nullable() }),
  categoryID: z.string(),
  categoryName: z.string(),
  description: z.string(),
  photoCount: z.number().int(),
  mayEnterWhenAbsent: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The appointment, once scheduled. */
  appointment: z
    .object({
      startsAt: z.string(),
      endsAt: z.string(),
      technicianID: z.string(),
      technicianName: z.string(),
    })
    .nullable(),
  quoteTotalSatang: z.number().int().nullable(),
  stars: z.number().int().nullable(),
  /** The clock people act on now: the worst of the steps still running. */
  sla: z.enum(['OK', 'WARNING', 'BREACHED', 'PAUSED', 'DONE']),
});
export type RepairRequest = z.infer<typeof repairRequestSchema>;

export const timelineEntrySchema = z.object({
  at: z.string(),
  action: z.string(),
  fromState: z.enum(REPAIR_STATES).nullable(),
  toState: z.enum(REPAIR_STATES).nullable(),
  by: z.string().nullable(),
  text: z.string().nullable(),
  photos: z.array(photoSchema),
  /** Progress notes are the resident's to read; office notes are not. */
  shownToResident: z.boolean(),
});

export const repairDetailSchema = repairRequestSchema.extend({
  photos: z.array(photoSchema),
  preferredTimes: z.string().nullable(),
  quote: z
    .object({
      lines: z.array(quoteLineSchema),
      totalSatang: z.number().int(),
      quotedAt: z.string(),
      note: z.string().nullable(),
    })
    .nullable(),
  close: z
    .object({
      note: z.string().nullable(),
      photos: z.array(photoSchema),
      collectedSatang: z.number().int(),
      method: z.enum(PAYMENT_METHODS),
      requestedAt: z.string(),
      closedAt: z.string().nullable(),
      autoClosesAt: z.string().nullable(),
    })
    .nullable(),
  review: z
    .object({
      stars: z.number().int(),
      comment: z.string().nullable(),
      photo: photoSchema.nullable(),
      at: z.string(),
    })
    .nullable(),
  reason: z.string().nullable(),
  slaClocks: z.array(slaClockSchema),
  timeline: z.array(timelineEntrySchema),
  /** What the caller may do now (the console's buttons). */
  actions: z.array(z.enum(REPAIR_ACTIONS)),
});
export type RepairDetail = z.infer<typeof repairDetailSchema>;

export const repairSlotSchema = z.object({
  day: repairDay,
  startsAt: z.string(),
  endsAt: z.string(),
  /** Technicians with the skill on duty, less those booked. */
  places: z.number().int(),
  technicians: z.array(z.object({ technicianID: z.string(), name: z.string(), free: z.boolean() })),
});

export const appointmentSchema = z.object({
  requestID: z.string(),
  no: z.number().int(),
  unitNo: z.string(),
  categoryName: z.string(),
  state: z.enum(REPAIR_STATES),
  startsAt: z.string(),
  endsAt: z.string(),
  technicianID: z.string(),
  technicianName: z.string(),
});

export const repairCountsSchema = z.object(
  Object.fromEntries(REPAIR_STATES.map((s) => [s, z.number().int()])) as Record<RepairState, z.ZodNumber>,
);

export const repairSummarySchema = z.object({
  waitingAcceptance: z.number().int(),
  dueToday: z.number().int(),
  breached: z.number().int(),
  monthStars: z.number().nullable(),
  monthReviews: z.number().int(),
});

export const resultsMonthSchema = z.object({
  month: z.string(),
  received: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  closed: z.number().int(),
  forceClosed: z.number().int(),
  medianHoursToAccept: z.number().nullable(),
  medianHoursToVisit: z.number().nullable(),
  medianHoursToClose: z.number().nullable(),
  withinSla: z.number().nullable(),
  quotedSatang: z.number().int(),
  collectedSatang: z.number().int(),
});
export const resultsSchema = z.object({
  months: z.array(resultsMonthSchema),
  starsByCategory: z.array(
    z.object({ categoryID: z.string(), name: z.string(), stars: z.number(), reviews: z.number().int() }),
  ),
  starsByTechnician: z.array(
    z.object({ technicianID: z.string(), name: z.string(), stars: z.number(), reviews: z.number().int() }),
  ),
});
