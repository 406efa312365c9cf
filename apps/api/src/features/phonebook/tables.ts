import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { communities } from '../../platform/tenancy/tables';

export const phonebookCategories = pgTable(
  'phonebook_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', {
      enum: ['OFFICE', 'SECURITY', 'POLICE', 'HOSPITAL', 'FIRE', 'UTILITY', 'OTHER'],
    }).notNull(),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phonebook_categories_community_idx').on(t.communityId, t.sortOrder)],
);

export const phonebookEntries = pgTable(
  'phonebook_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => phonebookCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    numbers: jsonb('numbers').$type<string[]>().notNull(),
    note: text('note'),
    sortOrder: integer('sort_order').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('phonebook_entries_category_idx').on(t.categoryId, t.sortOrder)],
);
