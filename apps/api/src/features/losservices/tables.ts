import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, communityId } from '../../platform/db/columns';

export const losservicesItems = pgTable(
  'losservices_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    title: text('title').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('losservices_items_community_idx').on(t.communityId, t.createdAt)],
);
