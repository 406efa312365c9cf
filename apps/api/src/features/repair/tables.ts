import { PAYMENT_METHODS, REPAIR_STATES } from '@cc/contracts/repair-records';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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
import type { StoredPhoto } from '../../platform/files/stored-photos';
import { units } from '../../platform/residence/tables';

export type { StoredPhoto };
export interface StoredQuoteLine {
  itemID: string | null;
  name: string;
  unit: string;
  quantity: number;
  unitPriceSatang: number;
  amountSatang: number;
}

/** The community's repair settings: visit slots, working time for the SLA clocks, numbering. */
export const repairSettings = pgTable('repair_settings', {
  communityId: communityId().primaryKey(),
  slots: jsonb('slots').$type<{ start: string; end: string }[]>().notNull(),
  leadHours: integer('lead_hours').notNull(),
  autoCloseDays: integer('auto_close_days').notNull(),
  workDays: jsonb('work_days').$type<number[]>().notNull(),
  workStart: text('work_start').notNull(),
  workEnd: text('work_end').notNull(),
  holidays: jsonb('holidays').$type<string[]>().notNull(),
  warnHours: integer('warn_hours').notNull(),
  /** The last request number given: the next is taken by one update of this row. */
  lastNo: integer('last_no').notNull().default(0),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const repairCategories = pgTable(
  'repair_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    name: text('name').notNull(),
    acceptHours: integer('accept_hours').notNull(),
    visitHours: integer('visit_hours').notNull(),
    closeDays: integer('close_days').notNull(),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('repair_categories_community_idx').on(t.communityId, t.sort)],
);

export const repairPriceItems = pgTable(
  'repair_price_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    categoryId: uuid('category_id').references(() => repairCategories.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    unit: text('unit').notNull(),
    priceSatang: integer('price_satang').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [uniqueIndex('repair_price_items_code_idx').on(t.communityId, t.code)],
);

export const repairTechnicians = pgTable(
  'repair_technicians',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    name: text('name').notNull(),
    phone: text('phone'),
    skills: jsonb('skills').$type<string[]>().notNull(),
    days: jsonb('days').$type<number[]>().notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [index('repair_technicians_community_idx').on(t.communityId)],
);

/**
 * A repair request. The requester is copied in when it is filed, so the record reads the same
 * after people move. SLA due times are set when the request is accepted and moved on by the time
 * spent waiting for the resident; a breach, once passed, stays in `breaches`.
 */
export const repairRequests = pgTable(
  'repair_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    no: integer('no').notNull(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    unitNo: text('unit_no').notNull(),
    buildingName: text('building_name'),
    requesterUserId: userRef('requester_user_id'),
    requesterName: text('requester_name').notNull(),
    requesterPhone: text('requester_phone'),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => repairCategories.id, { onDelete: 'restrict' }),
    description: text('description').notNull(),
    preferredTimes: text('preferred_times'),
    mayEnterWhenAbsent: boolean('may_enter_when_absent').notNull(),
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull().default([]),
    state: text('state', { enum: REPAIR_STATES }).notNull(),
    reason: text('reason'),
    quoteLines: jsonb('quote_lines').$type<StoredQuoteLine[]>(),
    quoteTotalSatang: integer('quote_total_satang'),
    quoteNote: text('quote_note'),
    quotedAt: at('quoted_at'),
    appointmentStartsAt: at('appointment_starts_at'),
    appointmentEndsAt: at('appointment_ends_at'),
    technicianId: uuid('technician_id').references(() => repairTechnicians.id, { onDelete: 'set null' }),
    closeNote: text('close_note'),
    closePhotos: jsonb('close_photos').$type<StoredPhoto[]>(),
    collectedSatang: integer('collected_satang'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    closeRequestedAt: at('close_requested_at'),
    closedAt: at('closed_at'),
    reviewStars: integer('review_stars'),
    reviewComment: text('review_comment'),
    reviewPhoto: jsonb('review_photo').$type<StoredPhoto>(),
    reviewedAt: at('reviewed_at'),
    acceptedAt: at('accepted_at'),
    firstVisitAt: at('first_visit_at'),
    acceptDueAt: at('accept_due_at'),
    visitDueAt: at('visit_due_at'),
    closeDueAt: at('close_due_at'),
    /** Since when the clock waits for the resident (a quote, a confirmation); null while running. */
    pausedAt: at('paused_at'),
    breaches: jsonb('breaches').$type<string[]>().notNull().default([]),
    /** Lower-cased number, unit, requester, phone and description: what the search box matches. */
    searchText: text('search_text').notNull(),
    deletedAt: at('deleted_at'),
    deletedReason: text('deleted_reason'),
    duplicateOf: uuid('duplicate_of'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('repair_requests_no_idx').on(t.communityId, t.no),
    index('repair_requests_list_idx').on(
      t.communityId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('repair_requests_state_idx').on(t.communityId, t.state, t.createdAt.desc().nullsFirst()),
    // The tabs' counts and the list's totals (a state, OPEN, a category) read this index only,
    // never the wide rows.
    index('repair_requests_count_idx')
      .on(t.communityId, t.state, t.categoryId)
      .where(sql`${t.deletedAt} is null`),
    index('repair_requests_unit_idx').on(t.unitId, t.createdAt.desc().nullsFirst()),
    // Also `repair_requests_results_idx` (migration 0017, written by hand for its INCLUDE): the
    // results' columns by filing time, read index-only.
    index('repair_requests_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    check('repair_requests_stars', sql`${t.reviewStars} is null or ${t.reviewStars} between 1 and 5`),
  ],
);

/** What happened to a request, by whom, with notes and photos: the timeline. */
export const repairEvents = pgTable(
  'repair_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => repairRequests.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromState: text('from_state', { enum: REPAIR_STATES }),
    toState: text('to_state', { enum: REPAIR_STATES }),
    by: userRef('by'),
    byName: text('by_name'),
    text: text('text'),
    photos: jsonb('photos').$type<StoredPhoto[]>().notNull().default([]),
    shownToResident: boolean('shown_to_resident').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('repair_events_request_idx').on(t.requestId, t.at),
    // The results' rejections per month: one action over a range of days.
    index('repair_events_action_idx').on(t.communityId, t.action, t.at),
  ],
);

/**
 * A technician booked for a slot. The key is the technician and the slot's start: two requests
 * can never hold one technician at once, whatever the timing; a slot's places are the skilled
 * technicians on duty less these rows.
 */
export const repairAppointments = pgTable(
  'repair_appointments',
  {
    technicianId: uuid('technician_id')
      .notNull()
      .references(() => repairTechnicians.id, { onDelete: 'cascade' }),
    slotStart: at('slot_start').notNull(),
    communityId: communityId(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => repairRequests.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.technicianId, t.slotStart] }),
    uniqueIndex('repair_appointments_request_idx').on(t.requestId),
    index('repair_appointments_slot_idx').on(t.communityId, t.slotStart),
  ],
);
