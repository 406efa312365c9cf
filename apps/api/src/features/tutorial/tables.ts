import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, communityId, userKey, userRef } from '../../platform/db/columns';
import { communities } from '../../platform/tenancy/tables';

/**
 * A tutorial: a video (YouTube id or uploaded MP4), an illustrated guide (sanitised HTML) or a
 * PR file to print. A null community is the operator's, shown to every community and changed
 * only by the operator's CLI (row-level security lets every community read such rows).
 * Never deleted: archiving hides it and keeps who watched it.
 */
export const tutorialItems = pgTable(
  'tutorial_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: text('community_id').references(() => communities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['VIDEO', 'GUIDE', 'PR'] }).notNull(),
    lang: text('lang').notNull().default('th'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    youtubeId: text('youtube_id'),
    /** The stored key of the upload (the MP4, the PR file). */
    fileKey: text('file_key'),
    fileName: text('file_name'),
    body: text('body').notNull().default(''),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    archivedAt: at('archived_at'),
    archivedBy: userRef('archived_by'),
  },
  (t) => [
    index('tutorial_items_community_idx').on(t.communityId, t.createdAt),
    index('tutorial_items_shared_idx').on(t.createdAt).where(sql`${t.communityId} is null`),
  ],
);

/**
 * How far one member got in one tutorial, in the community they watched it in. The percent only
 * grows (a rewind does not undo having watched), so reports count what was reached.
 */
export const tutorialProgress = pgTable(
  'tutorial_progress',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => tutorialItems.id, { onDelete: 'cascade' }),
    userId: userKey('user_id'),
    percent: integer('percent').notNull(),
    positionSeconds: integer('position_seconds').notNull().default(0),
    completedAt: at('completed_at'),
    /** First seen: the member's first report; later reports never move it. */
    createdAt: at('created_at').notNull().defaultNow(),
    /** Last seen: the member's latest report. */
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('tutorial_progress_member_idx').on(t.communityId, t.itemId, t.userId)],
);

export type TutorialRow = typeof tutorialItems.$inferSelect;
