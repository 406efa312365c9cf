import { z } from 'zod';
import {
  ADVANCE_DAYS_MAX,
  AUDIENCES,
  BOOKING_NOTE_MAX,
  bookingIdSchema,
  CAPACITY_MAX,
  CLOSED_DATES_MAX,
  clockText,
  DEPOSIT_ACTIONS,
  dayText,
  EVENT_TITLE_MAX,
  EXDATES_MAX,
  eventIdSchema,
  FACILITY_NAME_MAX,
  FACILITY_TEXT_MAX,
  facilityIdSchema,
  facilityPreferenceSchema,
  MONEY_MAX_SATANG,
  MULTIPLE_SLOTS_MAX,
  NOTICE_MINUTES_MAX,
  REASON_MAX,
  RRULE_MAX,
  SLOT_MINUTES_MAX,
  SLOT_MINUTES_MIN,
  unitLimitsSchema,
  weekHoursSchema,
} from './facilitybooking';
import { communityIdSchema } from './session';

/** What a person types into facility booking's forms; the console's form rules read the same. */

const text = (max: number) => z.string().trim().max(max).nullable().optional();
const money = z.number().int('Money is in whole satang').min(0).max(MONEY_MAX_SATANG);
const reason = z.string().trim().min(1, 'Give a reason').max(REASON_MAX);
const instant = z.iso.datetime({ offset: true, message: 'Use an ISO date and time' });

export const facilityFieldsSchema = z.object({
  name: z.string().trim().min(1, 'Give the facility a name').max(FACILITY_NAME_MAX),
  description: text(FACILITY_TEXT_MAX),
  rules: text(FACILITY_TEXT_MAX),
  slotMinutes: z
    .number()
    .int()
    .min(SLOT_MINUTES_MIN, `A slot is ${SLOT_MINUTES_MIN} to ${SLOT_MINUTES_MAX} minutes`)
    .max(SLOT_MINUTES_MAX, `A slot is ${SLOT_MINUTES_MIN} to ${SLOT_MINUTES_MAX} minutes`)
    .multipleOf(5, 'A slot length is a multiple of 5 minutes')
    .nullable(),
  capacity: z.number().int().min(1).max(CAPACITY_MAX),
  maxPeople: z.number().int().min(1).max(CAPACITY_MAX),
  limits: unitLimitsSchema,
  advanceDays: z.number().int().min(0).max(ADVANCE_DAYS_MAX),
  opensAt: clockText,
  noticeMinutes: z.number().int().min(0).max(NOTICE_MINUTES_MAX),
  cancelCutoffMinutes: z.number().int().min(0).max(NOTICE_MINUTES_MAX),
  requiresApproval: z.boolean(),
  feeSatang: money,
  depositSatang: money,
  audience: z.enum(AUDIENCES),
  checkInGraceMinutes: z.number().int().min(0).max(240),
  hours: weekHoursSchema,
  closedDates: z.array(dayText).max(CLOSED_DATES_MAX),
});
export type FacilityFields = z.infer<typeof facilityFieldsSchema>;

export const createFacilitySchema = facilityFieldsSchema.extend({ communityID: communityIdSchema });
export const updateFacilitySchema = facilityFieldsSchema
  .partial()
  .extend({ communityID: communityIdSchema, facilityID: facilityIdSchema() })
  .refine((b) => Object.keys(b).length > 2, 'Change at least one field');
export const facilityHoursSchema = z.object({
  communityID: communityIdSchema,
  facilityID: facilityIdSchema(),
  hours: weekHoursSchema,
  closedDates: z.array(dayText).max(CLOSED_DATES_MAX),
});
export const archiveFacilitySchema = z.object({
  communityID: communityIdSchema,
  facilityID: facilityIdSchema(),
  /** Future bookings: cancel them with notice, or refuse while any exist. */
  futureBookings: z.enum(['CANCEL', 'REFUSE']).default('REFUSE'),
  reason: reason.optional(),
});
export const preferenceUpdateSchema = facilityPreferenceSchema.extend({ communityID: communityIdSchema });

export const bookSlotSchema = z.object({
  communityID: communityIdSchema,
  facilityID: facilityIdSchema(),
  unitID: z.uuid('unitID is not valid'),
  startsAt: instant,
  people: z.number().int().min(1).max(CAPACITY_MAX).default(1),
  note: text(BOOKING_NOTE_MAX),
});
export type BookSlot = z.infer<typeof bookSlotSchema>;

export const bookMultipleSchema = z.object({
  communityID: communityIdSchema,
  unitID: z.uuid('unitID is not valid'),
  slots: z
    .array(z.object({ facilityID: facilityIdSchema(), startsAt: instant }))
    .min(1, 'Choose at least one slot')
    .max(MULTIPLE_SLOTS_MAX, `At most ${MULTIPLE_SLOTS_MAX} slots at once`),
  people: z.number().int().min(1).max(CAPACITY_MAX).default(1),
  note: text(BOOKING_NOTE_MAX),
});
export type BookMultiple = z.infer<typeof bookMultipleSchema>;

const oneBooking = { communityID: communityIdSchema, bookingID: bookingIdSchema() };
export const bookingRefSchema = z.object(oneBooking);
export const cancelBookingSchema = z.object({ ...oneBooking, reason: reason.optional() });
export const rejectBookingSchema = z.object({ ...oneBooking, reason });
export const checkInSchema = z
  .object({
    communityID: communityIdSchema,
    bookingID: bookingIdSchema().optional(),
    /** The text of the booking's QR, scanned at the facility. */
    code: z.string().trim().min(1).max(64).optional(),
  })
  .refine((b) => Boolean(b.bookingID) !== Boolean(b.code), 'Give the booking or its QR code, one of them');
export const depositSchema = z
  .object({ ...oneBooking, action: z.enum(DEPOSIT_ACTIONS), reason: reason.optional() })
  .refine((b) => b.action !== 'FORFEITED' || Boolean(b.reason), {
    message: 'Say why the deposit is forfeited',
    path: ['reason'],
  });

export const eventFieldsSchema = z.object({
  facilityID: facilityIdSchema(),
  title: z.string().trim().min(1, 'Give the event a title').max(EVENT_TITLE_MAX),
  /** The first occurrence: its day and clock times in community time (end at or before start: next day). */
  date: dayText,
  startTime: clockText,
  endTime: clockText,
  /** An RFC 5545 RRULE without DTSTART, e.g. FREQ=WEEKLY;BYDAY=MO; none for a one-off. */
  rrule: z.string().trim().max(RRULE_MAX).nullable().optional(),
  exdates: z.array(dayText).max(EXDATES_MAX).default([]),
  /** Bookings inside the event: cancel them with notice, or refuse the event while any exist. */
  clashes: z.enum(['CANCEL', 'REFUSE']).default('REFUSE'),
  /** Only list the clashing bookings; save nothing. */
  dryRun: z.boolean().default(false),
});
export const createEventSchema = eventFieldsSchema.extend({ communityID: communityIdSchema });
export const updateEventSchema = eventFieldsSchema.extend({
  communityID: communityIdSchema,
  eventID: eventIdSchema(),
});
export const deleteEventSchema = z.object({
  communityID: communityIdSchema,
  eventID: eventIdSchema(),
  reason: reason.optional(),
});
