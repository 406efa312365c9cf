import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/tables';
// Table definitions only: targets point at the directory's buildings and units.
import { buildings, units } from '../../platform/residence/tables';
import { communities } from '../../platform/tenancy/tables';

const at = (name: string) => timestamp(name, { withTimezone: true });

export interface StoredAttachment {
  fileID: string;
  url: string;
  name: string;
  contentType: string;
  size: number;
}

/**
 * A post. `status` is what staff set (DRAFT, SCHEDULED, PUBLISHED); "expired" is derived from
 * expires_at. The counters are kept with the reads and thanks in one transaction, so lists and
 * reports need no aggregation.
 */
export const announcements = pgTable(
  'announcements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    bodyFormat: text('body_format', { enum: ['PLAIN', 'HTML'] }).notNull(),
    category: text('category', { enum: ['GENERAL', 'URGENT', 'MAINTENANCE', 'EVENT'] }).notNull(),
    audienceKind: text('audience_kind', { enum: ['ALL', 'BUILDINGS', 'FLOORS', 'UNITS'] }).notNull(),
    coverUrl: text('cover_url'),
    attachments: jsonb('attachments').$type<StoredAttachment[]>().notNull().default([]),
    status: text('status', { enum: ['DRAFT', 'SCHEDULED', 'PUBLISHED'] }).notNull(),
    publishAt: at('publish_at'),
    publishedAt: at('published_at'),
    expiresAt: at('expires_at'),
    pinned: boolean('pinned').notNull().default(false),
    /** Residents of the audience's units when it was last published: reach's denominator. */
    audienceSize: integer('audience_size').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    readerCount: integer('reader_count').notNull().default(0),
    thankCount: integer('thank_count').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    index('announcements_published_idx')
      .on(t.communityId, t.publishedAt.desc())
      .where(sql`${t.deletedAt} is null`),
    index('announcements_status_idx').on(t.communityId, t.status, t.updatedAt),
  ],
);

/** Who a post is for, when not ALL: a building, a floor of a building, or a unit. */
export const announcementTargets = pgTable(
  'announcement_targets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    announcementId: uuid('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    communityId: text('community_id').notNull(),
    buildingId: uuid('building_id').references(() => buildings.id, { onDelete: 'cascade' }),
    floor: integer('floor'),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'cascade' }),
  },
  (t) => [index('announcement_targets_announcement_idx').on(t.announcementId)],
);

/** Uploaded covers, attachments and editor pictures; a post may use only its community's files. */
export const announcementFiles = pgTable(
  'announcement_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('announcement_files_community_idx').on(t.communityId)],
);

/** The key of the rows kept once per post and person (reads, thanks, mailings); fresh columns per table. */
const onePerReader = () => ({
  announcementId: uuid('announcement_id')
    .notNull()
    .references(() => announcements.id, { onDelete: 'cascade' }),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  communityId: text('community_id').notNull(),
});

/** One row per reader: unique readers are rows, views are the sum. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    ...onePerReader(),
    views: integer('views').notNull().default(1),
    firstReadAt: at('first_read_at').notNull().defaultNow(),
    lastReadAt: at('last_read_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

export const announcementThanks = pgTable(
  'announcement_thanks',
  {
    ...onePerReader(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);

/** Urgent posts' e-mails: a row per recipient, so a retried mail job never mails anyone twice. */
export const announcementMailings = pgTable(
  'announcement_mailings',
  {
    ...onePerReader(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] })],
);
