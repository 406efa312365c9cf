import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, communityId, userRef } from '../../platform/db/columns';
import { units } from '../../platform/residence/tables';

/** A kind of recyclable and what a kilogram of it pays, in satang and points. */
export const recyclingKinds = pgTable(
  'recycling_kinds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    name: text('name').notNull(),
    satangPerKg: integer('satang_per_kg').notNull(),
    pointsPerKg: integer('points_per_kg').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('recycling_kinds_community_name_idx').on(t.communityId, sql`lower(${t.name})`)],
);

/**
 * One weigh-in: a unit's grams of one kind, priced at the kind's rates of that moment (copied, so a
 * later change of rates rewrites no history). Never deleted: a mistake is CANCELLED with a reason.
 * `day` is the community's calendar day, kept so reports group by month without a zone per row.
 */
export const recyclingRecords = pgTable(
  'recycling_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    kindId: uuid('kind_id')
      .notNull()
      .references(() => recyclingKinds.id, { onDelete: 'restrict' }),
    grams: integer('grams').notNull(),
    satangPerKg: integer('satang_per_kg').notNull(),
    pointsPerKg: integer('points_per_kg').notNull(),
    satang: bigint('satang', { mode: 'number' }).notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    day: date('day').notNull(),
    weighedAt: at('weighed_at').notNull().defaultNow(),
    note: text('note').notNull().default(''),
    recordedBy: userRef('recorded_by'),
    status: text('status', { enum: ['ACTIVE', 'CANCELLED'] })
      .notNull()
      .default('ACTIVE'),
    cancelReason: text('cancel_reason'),
    cancelledBy: userRef('cancelled_by'),
    cancelledAt: at('cancelled_at'),
  },
  (t) => [
    index('recycling_records_community_day_idx').on(t.communityId, t.day),
    index('recycling_records_community_weighed_idx').on(t.communityId, t.weighedAt, t.id),
    index('recycling_records_unit_idx').on(t.communityId, t.unitId, t.weighedAt),
  ],
);

/**
 * Each unit's running totals of its active weigh-ins, kept in the same transaction as every
 * weigh-in and cancel (a row lock per unit), so the balance is read in one row, not summed.
 */
export const recyclingBalances = pgTable('recycling_balances', {
  unitId: uuid('unit_id')
    .primaryKey()
    .references(() => units.id, { onDelete: 'cascade' }),
  communityId: communityId(),
  points: bigint('points', { mode: 'number' }).notNull().default(0),
  grams: bigint('grams', { mode: 'number' }).notNull().default(0),
  satang: bigint('satang', { mode: 'number' }).notNull().default(0),
  weighIns: integer('weigh_ins').notNull().default(0),
  lastWeighedAt: at('last_weighed_at'),
});

/**
 * The active weigh-ins' totals per community day and kind, kept in the same transaction as every
 * weigh-in and cancel: a year's report reads at most 366 rows a kind, not every weigh-in.
 */
export const recyclingDailyTotals = pgTable(
  'recycling_daily_totals',
  {
    communityId: communityId(),
    day: date('day').notNull(),
    kindId: uuid('kind_id')
      .notNull()
      .references(() => recyclingKinds.id, { onDelete: 'restrict' }),
    grams: bigint('grams', { mode: 'number' }).notNull().default(0),
    satang: bigint('satang', { mode: 'number' }).notNull().default(0),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    weighIns: integer('weigh_ins').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.day, t.kindId] })],
);
