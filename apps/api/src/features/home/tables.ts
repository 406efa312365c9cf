import { jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/tables';
import { communities } from '../../platform/tenancy/tables';

/** A person's landing in one community: card order and hidden cards (registry keys). */
export const homeLayouts = pgTable(
  'home_layouts',
  {
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cardOrder: jsonb('card_order').$type<string[]>().notNull(),
    hiddenCards: jsonb('hidden_cards').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.userId] })],
);
