import { z } from 'zod';

/**
 * Facility booking's records: a facility with its hours and rules, the slots its hours make, a
 * booking of a slot for a unit, and a blocking event. Times on the wire are ISO instants (UTC);
 * days (`YYYY-MM-DD`) and clock times (`HH:MM`) are the community's own, as people read them.
 */

export const BOOKING_STATES = [
  'PENDING',
  'CONFIRMED',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
  'CHECKED_IN',
  'NO_SHOW',
  /** Shown, never stored: a checked-in booking whose slot has ended. */
  'COMPLETED',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/** States that hold places in a slot. */
export const HOLDING_STATES = ['PENDING', 'CONFIRMED', 'CHECKED_IN'] as const;

export const DEPOSIT_STATES = ['NONE', 'DUE', 'RECEIVED', 'REFUNDED', 'FORFEITED'] as const;
export const DEPOSIT_ACTIONS = ['RECEIVED', 'REFUNDED', 'FORFEITED'] as const;
export const AUDIENCES = ['ALL_RESIDENTS', 'OWNERS'] as const;
export const BOOKING_SOURCES = ['CONSOLE', 'APP'] as const;

/** Why a slot cannot be booked by the asking unit, most decisive first. */
export const SLOT_BLOCKS = [
  'PAST',
  'EVENT',
  'FULL',
  'NOT_OPEN_YET',
  'TOO_LATE',
  'LIMIT',
  'SUSPENDED',
] as const;

export const FACILITY_NAME_MAX = 80;
export const FACILITY_TEXT_MAX = 2000;
export const SLOT_MINUTES_MIN = 15;
export const SLOT_MINUTES_MAX = 240;
export const CAPACITY_MAX = 500;
export const UNIT_LIMIT_MAX = 50;
export const ADVANCE_DAYS_MAX = 365;
export const NOTICE_MINUTES_MAX = 20_160;
export const CLOSED_DATES_MAX = 366;
export const PHOTOS_MAX = 6;
export const MONEY_MAX_SATANG = 10_000_000;
export const BOOKING_NOTE_MAX = 300;
export const REASON_MAX = 300;
export const MULTIPLE_SLOTS_MAX = 20;
export const EVENT_TITLE_MAX = 120;
export const RRULE_MAX = 200;
export const EXDATES_MAX = 100;
/** The longest range one calendar or slot read covers. */
export const RANGE_DAYS_MAX = 62;
/**
 * The office's list counts its total up to this many; past it the total answers one more, which
 * the console shows as "10,000+" (an exact count over a million bookings costs more than it tells).
 */
export const LIST_TOTAL_MAX = 10_000;
/** Check-in opens this long before a slot starts. */
export const CHECK_IN_EARLY_MINUTES = 15;

export const dayText = z.iso.date('Use a date as YYYY-MM-DD');
export const clockText = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a time as HH:MM (00:00 to 23:59)');
export const facilityIdSchema = () => z.uuid('facilityID is not valid');
export const bookingIdSchema = () => z.uuid('bookingID is not valid');
export const eventIdSchema = () => z.uuid('eventID is not valid');

/** Opening hours of one weekday; a closing time at or before the opening runs past midnight. */
export const dayHoursSchema = z.object({ open: clockText, close: clockText }).nullable();
/** Seven entries, Sunday first; null is closed all day. */
export const weekHoursSchema = z.array(dayHoursSchema).length(7, 'Give hours for all seven weekdays');
export type WeekHours = z.infer<typeof weekHoursSchema>;

export const unitLimitsSchema = z.object({
  perDay: z.number().int().min(1).max(UNIT_LIMIT_MAX).nullable(),
  perWeek: z.number().int().min(1).max(UNIT_LIMIT_MAX).nullable(),
  open: z.number().int().min(1).max(UNIT_LIMIT_MAX).nullable(),
});

export const facilityPhotoSchema = z.object({ photoID: z.string(), url: z.string() });

export const facilitySchema = z.object({
  facilityID: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  rules: z.string().nullable(),
  photos: z.array(facilityPhotoSchema),
  /** Null books the whole day's hours as one slot. */
  slotMinutes: z.number().int().nullable(),
  /** 1 is exclusive: one booking at a time, whatever its party size. */
  capacity: z.number().int(),
  maxPeople: z.number().int(),
  limits: unitLimitsSchema,
  advanceDays: z.number().int(),
  opensAt: clockText,
  noticeMinutes: z.number().int(),
  cancelCutoffMinutes: z.number().int(),
  requiresApproval: z.boolean(),
  feeSatang: z.number().int(),
  depositSatang: z.number().int(),
  audience: z.enum(AUDIENCES),
  checkInGraceMinutes: z.number().int(),
  hours: weekHoursSchema,
  closedDates: z.array(dayText),
  archived: z.boolean(),
  createdAt: z.string(),
});
export type Facility = z.infer<typeof facilitySchema>;

/** A facility card: the facility and what happens there today. */
export const facilityCardSchema = facilitySchema.extend({
  today: z.object({
    inUse: z.number().int(),
    bookings: z.number().int(),
    /** The next slot still to start today, with its places left. */
    next: z.object({ startsAt: z.string(), left: z.number().int() }).nullable(),
    pending: z.number().int(),
  }),
});
export type FacilityCard = z.infer<typeof facilityCardSchema>;

export const bookingSchema = z.object({
  bookingID: z.string(),
  facilityID: z.string(),
  facilityName: z.string(),
  unitID: z.string(),
  unitNo: z.string(),
  state: z.enum(BOOKING_STATES),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The community day the booking counts for: the day it starts. */
  day: dayText,
  people: z.number().int(),
  note: z.string().nullable(),
  feeSatang: z.number().int(),
  depositSatang: z.number().int(),
  depositState: z.enum(DEPOSIT_STATES),
  depositReason: z.string().nullable(),
  /** What the booking's check-in QR encodes. */
  code: z.string(),
  bookedBy: z.object({ userID: z.string(), name: z.string() }),
  source: z.enum(BOOKING_SOURCES),
  createdAt: z.string(),
  reason: z.string().nullable(),
  expiresAt: z.string().nullable(),
  checkedInAt: z.string().nullable(),
  groupID: z.string().nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingEventSchema = z.object({
  at: z.string(),
  action: z.string(),
  by: z.string().nullable(),
  reason: z.string().nullable(),
});
export const bookingDetailSchema = bookingSchema.extend({ history: z.array(bookingEventSchema) });

export const slotSchema = z.object({
  facilityID: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  day: dayText,
  capacity: z.number().int(),
  taken: z.number().int(),
  left: z.number().int(),
  events: z.array(z.object({ eventID: z.string(), title: z.string() })),
  /** Whether the asking unit (or, for staff without one, anyone) may book it now. */
  bookable: z.boolean(),
  blockedBy: z.enum(SLOT_BLOCKS).nullable(),
  /** When the slot opens for residents. */
  opensAt: z.string(),
});
export type Slot = z.infer<typeof slotSchema>;

export const quotaSchema = z.object({
  facilityID: z.string(),
  unitID: z.string(),
  day: z.object({ day: dayText, used: z.number().int(), limit: z.number().int().nullable() }),
  week: z.object({ weekOf: dayText, used: z.number().int(), limit: z.number().int().nullable() }),
  open: z.object({ used: z.number().int(), limit: z.number().int().nullable() }),
  suspendedUntil: z.string().nullable(),
});

export const eventSchema = z.object({
  eventID: z.string(),
  facilityID: z.string(),
  facilityName: z.string(),
  title: z.string(),
  /** The first occurrence's day and clock times (community time). */
  date: dayText,
  startTime: clockText,
  endTime: clockText,
  rrule: z.string().nullable(),
  exdates: z.array(dayText),
  createdAt: z.string(),
  deletedAt: z.string().nullable(),
});
export type FacilityEvent = z.infer<typeof eventSchema>;

/** One occurrence of an event, inside an asked range. */
export const occurrenceSchema = z.object({
  eventID: z.string(),
  facilityID: z.string(),
  title: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  repeating: z.boolean(),
});

export const calendarSchema = z.object({
  bookings: z.array(bookingSchema),
  events: z.array(occurrenceSchema),
  /** Places per slot that holds bookings: `${facilityID}|${startsAt}` → taken. */
  taken: z.record(z.string(), z.number().int()),
});

export const facilityPreferenceSchema = z.object({
  defaults: z.object({
    slotMinutes: z.number().int().min(SLOT_MINUTES_MIN).max(SLOT_MINUTES_MAX).nullable(),
    advanceDays: z.number().int().min(0).max(ADVANCE_DAYS_MAX),
    opensAt: clockText,
    cancelCutoffMinutes: z.number().int().min(0).max(NOTICE_MINUTES_MAX),
    checkInGraceMinutes: z.number().int().min(0).max(240),
  }),
  noShow: z.object({
    limit: z.number().int().min(1).max(20),
    windowDays: z.number().int().min(1).max(365),
    suspendDays: z.number().int().min(0).max(365),
  }),
  approvalExpiryHours: z.number().int().min(1).max(720),
  reminderMinutes: z.number().int().min(0).max(2880),
});
export type FacilityPreference = z.infer<typeof facilityPreferenceSchema>;

export const summarySchema = z.object({
  today: z.number().int(),
  inUse: z.number().int(),
  pending: z.number().int(),
  facilities: z.number().int(),
  upcomingEvents: z.number().int(),
});

export const utilisationSchema = z.object({
  from: dayText,
  to: dayText,
  facilities: z.array(
    z.object({
      facilityID: z.string(),
      name: z.string(),
      /** Places booked over places offered, 0 to 1. */
      used: z.number(),
      bookings: z.number().int(),
      noShows: z.number().int(),
      noShowRate: z.number(),
    }),
  ),
  /** Bookings starting per weekday (0 Sunday) and hour, community time. */
  heat: z.array(z.object({ weekday: z.number().int(), hour: z.number().int(), bookings: z.number().int() })),
});
