import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { communities } from '../tenancy/tables';

/**
 * One row per raised notification; its id is a UUIDv7, so ordering by id is ordering by time
 * and the inbox pages on the id alone.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey(),
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    featureEnum: text('feature_enum').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    target: text('target').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_community_idx').on(t.communityId)],
);

/** One row per (recipient, notification): the inbox item and its read mark. */
export const notificationRecipients = pgTable(
  'notification_recipients',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityId: text('community_id').notNull(),
    notificationId: uuid('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    // Serves the inbox page (a backward range scan) and the read mark (a point lookup).
    primaryKey({ columns: [t.userId, t.communityId, t.notificationId] }),
    index('notification_recipients_notification_idx').on(t.notificationId),
    index('notification_recipients_unread_idx').on(t.userId, t.communityId).where(sql`read_at is null`),
  ],
);

/**
 * Unread count per (user, community), so the badge is one row read however long the inbox.
 * Kept in step in the same transaction as the rows it counts: +1 per recipient row written,
 * -1 per row marked read. Anything that deletes unread rows must decrement it too.
 */
export const notificationBadges = pgTable(
  'notification_badges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    unread: integer('unread').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.communityId] })],
);
