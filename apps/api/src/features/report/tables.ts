import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, communityId, userKey } from '../../platform/db/columns';

/**
 * One row per sign-in attempt (password or a social sign-in code), success or not. A refused
 * attempt on an unknown username keeps no user. The IP is traffic data: kept 90 days (the
 * Computer-related Crime Act's minimum) and then pruned daily by the report.nightly job.
 * Not a community's row: a person signs in once for all their communities.
 */
export const signInEvents = pgTable(
  'sign_in_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id'),
    method: text('method', { enum: ['PASSWORD', 'SOCIAL'] }).notNull(),
    success: boolean('success').notNull(),
    browser: text('browser').notNull(),
    ip: text('ip'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_events_at_idx').on(t.at),
    index('sign_in_events_user_idx').on(t.userId, t.at).where(sql`user_id is not null`),
  ],
);

/**
 * A member was active in a community on one of its days (its time zone): written on the day's first authenticated
 * call there (insert, on conflict nothing). `role` is the role they held that day, so the
 * figures split residents from staff without a join to today's memberships.
 */
export const activeDays = pgTable(
  'user_active_days',
  {
    communityId: communityId(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: userKey('user_id'),
    role: text('role').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.communityId, t.day, t.userId] }),
    index('user_active_days_user_idx').on(t.communityId, t.userId, t.day),
  ],
);

/** A year's days as 366 bits, the first the 1st of January: read as the text of 0s and 1s. */
const yearOfDays = customType<{ data: string; driverData: string }>({ dataType: () => 'bit(366)' });

/**
 * The active days of a member in a community and year, as one bit per day of the year (bit
 * day-of-year - 1, counted from the left), one row per role held that year. Kept by a trigger on
 * user_active_days, statement by statement in the same transaction, so it never disagrees with
 * the days it sums. A 90-day report reads one row per member (~3,000) instead of a row per member
 * and day (~250,000).
 */
export const activeYears = pgTable(
  'user_active_years',
  {
    communityId: communityId(),
    year: integer('year').notNull(),
    userId: userKey('user_id'),
    role: text('role').notNull(),
    days: yearOfDays('days').notNull(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.year, t.userId, t.role] })],
);

/**
 * Audit-log actions per person and community day (the community's time zone), for the days the
 * nightly roll-up has closed (`audit_action_rollups.through`). The activity report sums these for
 * closed days and counts the audit log itself only after them, so a 90-day report reads a few
 * thousand rows instead of every action. Filled by a job, not a trigger: a trigger's counter row
 * would be locked by every audited write of one person until its transaction ends.
 */
export const actionDays = pgTable(
  'audit_action_days',
  {
    communityId: communityId(),
    day: date('day', { mode: 'string' }).notNull(),
    userId: userKey('user_id'),
    actions: integer('actions').notNull(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.day, t.userId] })],
);

/** The last community day whose actions are rolled up into audit_action_days. */
export const actionRollups = pgTable('audit_action_rollups', {
  communityId: communityId().primaryKey(),
  through: date('through', { mode: 'string' }).notNull(),
});
