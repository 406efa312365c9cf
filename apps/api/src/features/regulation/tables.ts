import type { RegulationCategory, RegulationStatus } from '@cc/contracts/regulation';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, communityId, userRef } from '../../platform/db/columns';
import { units } from '../../platform/residence/tables';

/**
 * A rule document. Its status follows its versions: DRAFT until one is published, PUBLISHED
 * while one is, ARCHIVED once retired (never deleted; the reason stays).
 */
export const regulationDocuments = pgTable(
  'regulation_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    category: text('category').$type<RegulationCategory>().notNull(),
    title: text('title').notNull(),
    status: text('status').$type<RegulationStatus>().notNull().default('DRAFT'),
    archiveReason: text('archive_reason'),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('regulation_documents_updated_idx').on(t.communityId, t.updatedAt, t.id)],
);

/** An uploaded PDF; a version names one by id, so no stored key ever comes from a client. */
export const regulationFiles = pgTable('regulation_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  communityId: communityId(),
  storedKey: text('stored_key').notNull(),
  name: text('name').notNull(),
  size: integer('size').notNull(),
  uploadedBy: userRef('uploaded_by'),
  createdAt: at('created_at').notNull().defaultNow(),
});

/**
 * A numbered version of a document. At most one draft and one published version per document
 * at a time (partial unique indexes), so two staff publishing at once cannot leave two live.
 */
export const regulationVersions = pgTable(
  'regulation_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => regulationDocuments.id, { onDelete: 'cascade' }),
    versionNo: integer('version_no').notNull(),
    status: text('status').$type<RegulationStatus>().notNull().default('DRAFT'),
    bodyHtml: text('body_html'),
    fileId: uuid('file_id').references(() => regulationFiles.id, { onDelete: 'restrict' }),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    changeNote: text('change_note').notNull().default(''),
    requiresAck: boolean('requires_ack').notNull().default(false),
    publishedAt: at('published_at'),
    publishedBy: userRef('published_by'),
    archivedAt: at('archived_at'),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('regulation_versions_no_idx').on(t.documentId, t.versionNo),
    uniqueIndex('regulation_versions_one_draft_idx').on(t.documentId).where(sql`${t.status} = 'DRAFT'`),
    uniqueIndex('regulation_versions_one_live_idx').on(t.documentId).where(sql`${t.status} = 'PUBLISHED'`),
    index('regulation_versions_published_idx').on(t.communityId, t.publishedAt),
  ],
);

/**
 * A unit's marks on a version: first opened, and acknowledged (the first of each stays). One
 * row per version and unit.
 */
export const regulationUnitMarks = pgTable(
  'regulation_unit_marks',
  {
    versionId: uuid('version_id')
      .notNull()
      .references(() => regulationVersions.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    communityId: communityId(),
    readAt: at('read_at').notNull(),
    readBy: userRef('read_by'),
    acknowledgedAt: at('acknowledged_at'),
    acknowledgedBy: userRef('acknowledged_by'),
  },
  (t) => [
    primaryKey({ columns: [t.versionId, t.unitId] }),
    // A version's figures read this index alone (an index-only scan): every column they and the
    // row-level-security policy use is in it, so 3,000 marks scattered over as many pages
    // cost no page reads of the table.
    index('regulation_unit_marks_figures_idx').on(t.versionId, t.unitId, t.communityId, t.acknowledgedAt),
    index('regulation_unit_marks_community_idx').on(t.communityId, t.acknowledgedAt),
  ],
);
