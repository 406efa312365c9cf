import { PARCEL_STATUSES, PARCEL_TYPES } from '@cc/contracts/parcel';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, communityId, userRef } from '../../platform/db/columns';
import { units } from '../../platform/residence/tables';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`);

/**
 * A parcel at the desk. The recipient (unit number, name, phone) is copied in when it arrives,
 * so the record reads the same after people move. The `*_key` columns are the search forms.
 */
export const parcels = pgTable(
  'parcels',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    no: integer('no').notNull(),
    trackingNo: text('tracking_no').notNull(),
    trackingKey: text('tracking_key').notNull(),
    carrier: text('carrier').notNull(),
    type: text('type', { enum: PARCEL_TYPES }).notNull(),
    status: text('status', { enum: PARCEL_STATUSES }).notNull().default('WAITING'),
    // restrict: a unit that ever had a parcel cannot vanish and take the parcel's history with it.
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    unitNo: text('unit_no').notNull(),
    buildingId: uuid('building_id'),
    recipientUserId: userRef('recipient_user_id'),
    recipientName: text('recipient_name').notNull(),
    recipientPhone: text('recipient_phone'),
    nameKey: text('name_key').notNull(),
    surnameKey: text('surname_key').notNull(),
    phoneKey: text('phone_key'),
    note: text('note'),
    photoUrl: text('photo_url'),
    needsNotice: boolean('needs_notice').notNull().default(false),
    printedAt: at('printed_at'),
    printedBy: userRef('printed_by'),
    receivedAt: at('received_at').notNull().defaultNow(),
    receivedBy: userRef('received_by'),
    extraDays: integer('extra_days').notNull().default(0),
    handedOutAt: at('handed_out_at'),
    handedOutBy: userRef('handed_out_by'),
    collectorKind: text('collector_kind', { enum: ['RESIDENT', 'PROXY'] }),
    collectorUserId: userRef('collector_user_id'),
    collectorName: text('collector_name'),
    collectorPhone: text('collector_phone'),
    returnedAt: at('returned_at'),
    returnedBy: userRef('returned_by'),
    deletedAt: at('deleted_at'),
    deletedBy: userRef('deleted_by'),
    statusReason: text('status_reason'),
    importId: uuid('import_id'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('parcels_community_no_idx').on(t.communityId, t.no),
    // The list (newest first, any date range) and the two tabs that are subsets of it.
    index('parcels_received_idx').on(t.communityId, t.receivedAt, t.no),
    index('parcels_waiting_idx').on(t.communityId, t.receivedAt, t.no).where(sql`status = 'WAITING'`),
    index('parcels_notice_idx')
      .on(t.communityId, t.receivedAt, t.no)
      .where(sql`status = 'WAITING' and needs_notice and printed_at is null`),
    index('parcels_unit_idx').on(t.communityId, t.unitId, t.receivedAt, t.no),
    // Prefix searches: text_pattern_ops lets LIKE 'abc%' use the index under any collation, and
    // the trailing (received_at, no) let each search branch sort its matches from the index alone.
    index('parcels_tracking_idx').on(t.communityId, t.trackingKey.op('text_pattern_ops'), t.receivedAt, t.no),
    index('parcels_name_idx').on(t.communityId, t.nameKey.op('text_pattern_ops'), t.receivedAt, t.no),
    index('parcels_surname_idx').on(t.communityId, t.surnameKey.op('text_pattern_ops'), t.receivedAt, t.no),
    index('parcels_phone_idx').on(t.communityId, t.phoneKey.op('text_pattern_ops'), t.receivedAt, t.no),
    // "All" on the tabs is every number ever given (parcels are never removed) less the deleted.
    index('parcels_deleted_idx').on(t.communityId, t.no).where(sql`status = 'DELETED'`),
    // The daily report counts hand-outs and returns by their own dates.
    index('parcels_handed_out_idx').on(t.communityId, t.handedOutAt).where(sql`handed_out_at is not null`),
    index('parcels_returned_idx').on(t.communityId, t.returnedAt).where(sql`returned_at is not null`),
    check('parcels_status_check', inList('status', PARCEL_STATUSES)),
    check('parcels_type_check', inList('type', PARCEL_TYPES)),
    check('parcels_no_check', sql`no > 0`),
    check('parcels_extra_days_check', sql`extra_days >= 0`),
  ],
);

/** The community's last parcel number; incrementing this row serialises concurrent receives. */
export const parcelCounters = pgTable('parcel_counters', {
  communityId: communityId().primaryKey(),
  lastNo: integer('last_no').notNull().default(0),
});

/** One row per community once its settings are first changed; defaults until then. */
export const parcelSettings = pgTable('parcel_settings', {
  communityId: communityId().primaryKey(),
  overdueDays: integer('overdue_days').notNull(),
  slipsPerPage: integer('slips_per_page').notNull(),
  slipFields: jsonb('slip_fields').$type<string[]>().notNull(),
  types: jsonb('types').$type<string[]>().notNull(),
  carriers: jsonb('carriers').$type<string[]>().notNull(),
  overtimeAllowed: boolean('overtime_allowed').notNull(),
  overtimeMaxDays: integer('overtime_max_days').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: userRef('updated_by'),
});

/** The activity log: every change to a parcel, who made it and when. Only ever appended to. */
export const parcelEvents = pgTable(
  'parcel_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    communityId: communityId(),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    actorUserId: userRef('actor_user_id'),
    at: at('at').notNull().defaultNow(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('parcel_events_parcel_idx').on(t.parcelId, t.id),
    index('parcel_events_community_idx').on(t.communityId, t.at, t.id),
  ],
);

/** A resident's request to keep a waiting parcel longer; at most one ACTIVE per parcel. */
export const parcelOvertimeRequests = pgTable(
  'parcel_overtime_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    parcelId: uuid('parcel_id')
      .notNull()
      .references(() => parcels.id, { onDelete: 'cascade' }),
    requestedBy: userRef('requested_by'),
    days: integer('days').notNull(),
    reason: text('reason'),
    status: text('status', { enum: ['ACTIVE', 'CANCELLED'] })
      .notNull()
      .default('ACTIVE'),
    createdAt: at('created_at').notNull().defaultNow(),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    uniqueIndex('parcel_overtime_active_idx').on(t.parcelId).where(sql`status = 'ACTIVE'`),
    index('parcel_overtime_community_idx').on(t.communityId, t.createdAt).where(sql`status = 'ACTIVE'`),
  ],
);

/** An import job: the row is committed first, so its outcome is known even when the save fails. */
export const parcelImports = pgTable(
  'parcel_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    fileName: text('file_name').notNull(),
    status: text('status', { enum: ['RUNNING', 'DONE', 'FAILED'] })
      .notNull()
      .default('RUNNING'),
    totalRows: integer('total_rows').notNull(),
    firstNo: integer('first_no'),
    lastNo: integer('last_no'),
    error: text('error'),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('parcel_imports_community_idx').on(t.communityId, t.createdAt)],
);
