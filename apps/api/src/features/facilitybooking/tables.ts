import { AUDIENCES, BOOKING_SOURCES, DEPOSIT_STATES } from '@cc/contracts/facilitybooking';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, communityId, userRef } from '../../platform/db/columns';
import { units } from '../../platform/residence/tables';

/** The states a booking row stores; COMPLETED is worked out when read. */
export const STORED_STATES = [
  'PENDING',
  'CONFIRMED',
  'REJECTED',
  'EXPIRED',
  'CANCELLED',
  'CHECKED_IN',
  'NO_SHOW',
] as const;
export type StoredState = (typeof STORED_STATES)[number];

export interface StoredPhoto {
  photoID: string;
  key: string;
}
export type StoredHours = ({ open: string; close: string } | null)[];

/** The community's booking settings: defaults for a new facility and the office's policies. */
export const facilitySettings = pgTable('facility_settings', {
  communityId: communityId().primaryKey(),
  slotMinutes: integer('slot_minutes'),
  advanceDays: integer('advance_days').notNull(),
  opensAt: text('opens_at').notNull(),
  cancelCutoffMinutes: integer('cancel_cutoff_minutes').notNull(),
  checkInGraceMinutes: integer('check_in_grace_minutes').notNull(),
  noShowLimit: integer('no_show_limit').notNull(),
  noShowWindowDays: integer('no_show_window_days').notNull(),
  suspendDays: integer('suspend_days').notNull(),
  approvalExpiryHours: integer('approval_expiry_hours').notNull(),
  reminderMinutes: integer('reminder_minutes').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A bookable facility. Its rules are read when a booking is made; the booking keeps its price. */
export const facilities = pgTable(
  'facilities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    name: text('name').notNull(),
    description: text('description'),
    rules: text('rules'),
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull().default([]),
    /** Null: the whole day's hours are one slot. */
    slotMinutes: integer('slot_minutes'),
    capacity: integer('capacity').notNull(),
    maxPeople: integer('max_people').notNull(),
    limitPerDay: integer('limit_per_day'),
    limitPerWeek: integer('limit_per_week'),
    limitOpen: integer('limit_open'),
    advanceDays: integer('advance_days').notNull(),
    opensAt: text('opens_at').notNull(),
    noticeMinutes: integer('notice_minutes').notNull(),
    cancelCutoffMinutes: integer('cancel_cutoff_minutes').notNull(),
    requiresApproval: boolean('requires_approval').notNull(),
    feeSatang: integer('fee_satang').notNull(),
    depositSatang: integer('deposit_satang').notNull(),
    audience: text('audience', { enum: AUDIENCES }).notNull(),
    checkInGraceMinutes: integer('check_in_grace_minutes').notNull(),
    hours: jsonb('hours').$type<StoredHours>().notNull(),
    closedDates: jsonb('closed_dates').$type<string[]>().notNull().default([]),
    archivedAt: at('archived_at'),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('facilities_community_idx').on(t.communityId, t.name),
    check('facilities_capacity_positive', sql`${t.capacity} >= 1`),
  ],
);

/**
 * Places taken in one slot of one facility. A booking takes its places with one conditional
 * update (`taken + n <= capacity`), so two bookings racing for the last place cannot both win.
 */
export const facilitySlotUsage = pgTable(
  'facility_slot_usage',
  {
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    slotStart: at('slot_start').notNull(),
    communityId: communityId(),
    taken: integer('taken').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.slotStart] }),
    check('facility_slot_usage_taken', sql`${t.taken} >= 0`),
  ],
);

/** A unit's bookings counted per facility and period (`D:2026-11-27`, `W:2026-11-23`), taken like places. */
export const facilityUnitCounters = pgTable(
  'facility_unit_counters',
  {
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    communityId: communityId(),
    used: integer('used').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.facilityId, t.unitId, t.period] }),
    check('facility_unit_counters_used', sql`${t.used} >= 0`),
  ],
);

export const facilityBookings = pgTable(
  'facility_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'restrict' }),
    // restrict: a unit that ever booked keeps its bookings' history.
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    unitNo: text('unit_no').notNull(),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    /** The community day the booking counts for: the one it starts on. */
    day: date('day', { mode: 'string' }).notNull(),
    people: integer('people').notNull(),
    /** Places held in the slot: 1 at an exclusive facility, else the party's size. */
    places: integer('places').notNull(),
    /** The facility was exclusive when booked: the exclusion constraint's second net applies. */
    exclusive: boolean('exclusive').notNull(),
    state: text('state', { enum: STORED_STATES }).notNull(),
    note: text('note'),
    feeSatang: integer('fee_satang').notNull(),
    depositSatang: integer('deposit_satang').notNull(),
    depositState: text('deposit_state', { enum: DEPOSIT_STATES }).notNull(),
    depositReason: text('deposit_reason'),
    code: text('code').notNull(),
    bookedBy: userRef('booked_by'),
    bookedByName: text('booked_by_name').notNull(),
    source: text('source', { enum: BOOKING_SOURCES }).notNull(),
    reason: text('reason'),
    expiresAt: at('expires_at'),
    checkedInAt: at('checked_in_at'),
    remindedAt: at('reminded_at'),
    groupId: uuid('group_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // DESC NULLS FIRST, as `order by ... desc` sorts: drizzle's bare .desc() writes NULLS LAST, an
    // order no query asks for, and the list then sorted every booking of the community.
    index('facility_bookings_list_idx').on(
      t.communityId,
      t.startsAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('facility_bookings_facility_idx').on(t.facilityId, t.startsAt),
    index('facility_bookings_unit_idx').on(t.unitId, t.startsAt),
    index('facility_bookings_booker_idx').on(t.bookedBy, t.startsAt),
    index('facility_bookings_pending_idx').on(t.communityId, t.startsAt).where(sql`${t.state} = 'PENDING'`),
    uniqueIndex('facility_bookings_code_idx').on(t.code),
    check('facility_bookings_range', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** What happened to a booking, by whom and why: nothing is deleted without a trace. */
export const facilityBookingHistory = pgTable(
  'facility_booking_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => facilityBookings.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    by: userRef('by'),
    byName: text('by_name'),
    reason: text('reason'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('facility_booking_history_booking_idx').on(t.bookingId, t.at)],
);

/**
 * A blocking event: maintenance or an office event, once or repeating. Its first occurrence is
 * kept as the community reads it (day, clock times) and as an instant; `until` bounds the last
 * occurrence's end for range reads (null: repeats without end).
 */
export const facilityEvents = pgTable(
  'facility_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    facilityId: uuid('facility_id')
      .notNull()
      .references(() => facilities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    startsAt: at('starts_at').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    rrule: text('rrule'),
    exdates: jsonb('exdates').$type<string[]>().notNull().default([]),
    until: at('until'),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
    deletedBy: userRef('deleted_by'),
    deleteReason: text('delete_reason'),
  },
  (t) => [index('facility_events_facility_idx').on(t.facilityId, t.startsAt)],
);

/** A unit barred from booking until a time, after too many no-shows. */
export const facilitySuspensions = pgTable(
  'facility_suspensions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    until: at('until').notNull(),
    noShows: integer('no_shows').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('facility_suspensions_unit_idx').on(t.unitId, t.until)],
);
