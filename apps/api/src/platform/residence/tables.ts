import {
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/tables';
import { communities } from '../tenancy/tables';

/**
 * The residence core: buildings, units and who lives in them. Every area reads these (parcels,
 * announcements, notifications, and later billing, repair, booking, visitors); the directory
 * feature is the one that writes them, through its screens and imports.
 */
export const buildings = pgTable(
  'buildings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    floors: integer('floors').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('buildings_community_name_idx').on(t.communityId, t.name)],
);

export const units = pgTable(
  'units',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    buildingId: uuid('building_id').references(() => buildings.id, { onDelete: 'restrict' }),
    unitNo: text('unit_no').notNull(),
    floor: integer('floor'),
    areaSqm: numeric('area_sqm', { precision: 10, scale: 2 }),
    /** The unit's share of the common property, as in the condominium's title deed. */
    ownershipRatio: numeric('ownership_ratio', { precision: 10, scale: 6 }),
    unitType: text('unit_type'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('units_community_no_idx').on(t.communityId, t.unitNo),
    index('units_building_idx').on(t.buildingId),
  ],
);

export const unitMembers = pgTable(
  'unit_members',
  {
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    unitRole: text('unit_role', { enum: ['OWNER', 'CO_RESIDENT', 'TENANT'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.unitId, t.userId] }),
    index('unit_members_community_user_idx').on(t.communityId, t.userId),
  ],
);
