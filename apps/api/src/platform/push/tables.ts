import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';

/**
 * Browsers' Web Push subscriptions. `token` is the subscription as canonical JSON
 * ({endpoint, keys}), the same text the console keeps as `fcmToken`.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    token: text('token').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
