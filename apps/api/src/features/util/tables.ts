import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/tables';
import { at } from '../../platform/db/columns';

/** The residents' app's releases, per platform, kept by the platform operator (not community data). */
export const appVersions = pgTable(
  'app_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    platform: text('platform', { enum: ['IOS', 'ANDROID'] }).notNull(),
    latestVersion: text('latest_version').notNull(),
    minimumVersion: text('minimum_version').notNull(),
    forceUpdate: boolean('force_update').notNull().default(false),
    note: text('note'),
    releasedAt: at('released_at').notNull().defaultNow(),
  },
  (t) => [index('app_versions_platform_idx').on(t.platform, t.releasedAt.desc())],
);

/**
 * One SMS code sent to a user for a phone number: only its hash is kept. A confirm takes the
 * row in one conditional update, so of simultaneous confirms exactly one succeeds.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    tries: integer('tries').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    confirmedAt: at('confirmed_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('phone_verifications_user_idx').on(t.userId, t.createdAt)],
);

/** The operator's maintenance windows; the current or next one is answered by feature-status. */
export const maintenanceWindows = pgTable('maintenance_windows', {
  id: uuid('id').primaryKey().defaultRandom(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  message: text('message'),
  createdAt: at('created_at').notNull().defaultNow(),
});
