import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { communityId, userRef } from '../../../platform/db/columns';
import { unitCars } from '../tables';

/**
 * A community's car policy. The sticker secret signs the QR tokens: made once with the row and
 * never shown, so a printed token cannot be forged without the database.
 */
export const carPolicies = pgTable('car_policies', {
  communityId: communityId().primaryKey(),
  policy: jsonb('policy').notNull(),
  stickerSecret: text('sticker_secret').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last sticker number given in each Buddhist year: one row bumped per issue, so numbers run without gaps. */
export const carStickerCounters = pgTable(
  'car_sticker_counters',
  {
    communityId: communityId(),
    yearBe: integer('year_be').notNull(),
    lastSeq: integer('last_seq').notNull(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.yearBe] })],
);

/** Stickers issued to cars; a renewal voids the one before. Never deleted. */
export const carStickers = pgTable(
  'car_stickers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    carId: uuid('car_id')
      .notNull()
      .references(() => unitCars.id, { onDelete: 'cascade' }),
    yearBe: integer('year_be').notNull(),
    seq: integer('seq').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    issuedBy: userRef('issued_by'),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** When the resident was told it expires soon (the daily job tells once). */
    expiryNoticeAt: timestamp('expiry_notice_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('car_stickers_number_idx').on(t.communityId, t.yearBe, t.seq),
    index('car_stickers_car_idx').on(t.carId, t.issuedAt),
    index('car_stickers_expiry_idx').on(t.communityId, t.validUntil).where(sql`${t.voidedAt} is null`),
  ],
);

/** Brands a community added to the shipped Thai-market list. */
export const carBrands = pgTable(
  'car_brands',
  {
    communityId: communityId(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.name] })],
);

/**
 * The papers a car's request carries, one current row per car and kind. Never deleted: a new
 * upload of a kind retires the one before (`retired_at`), so the office can still see what was
 * shown when the car was approved.
 */
export const carDocuments = pgTable(
  'car_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    carId: uuid('car_id')
      .notNull()
      .references(() => unitCars.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    fileKey: text('file_key').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: userRef('uploaded_by'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('car_documents_current_idx').on(t.carId, t.kind).where(sql`${t.retiredAt} is null`),
    index('car_documents_community_idx').on(t.communityId, t.carId),
  ],
);
