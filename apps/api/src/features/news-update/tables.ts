import type { NewsTranslations } from '@cc/contracts/news-update';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The product's own release notes and tips: one list for every community, kept by the operator. */
export const newsUpdates = pgTable(
  'news_updates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['RELEASE', 'TIP'] }).notNull(),
    /** The Thai text, which every item has (the fallback for a language it lacks). */
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The other languages' texts, by language; an item may carry none. */
    translations: jsonb('translations').$type<NewsTranslations>().notNull().default({}),
    /** Hidden until then, so a release note can be written ahead of the release. */
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('news_updates_publish_idx').on(t.publishAt.desc(), t.id.desc())],
);
