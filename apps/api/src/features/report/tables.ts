import { sql } from 'drizzle-orm';
import { bigserial, boolean, date, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { at, communityId, userKey } from '../../platform/db/columns';

/**
 * One row per sign-in attempt (password or a social sign-in code), success or not. A refused
 * attempt on an unknown username keeps no user. The IP is traffic data: kept 90 days (the
 * Computer-related Crime Act's minimum) and then pruned daily by the report.prune-sign-ins job.
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
 * A member was active in a community on a Bangkok day: written on the day's first authenticated
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
