import { ROLES } from '@cc/contracts/roles';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/tables';
import { units } from '../../platform/residence/tables';
import { communities } from '../../platform/tenancy/tables';

/** Cars registered to a unit; the car-directory feature will add stickers and approvals later. */
export const unitCars = pgTable(
  'unit_cars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    plateNo: text('plate_no').notNull(),
    province: text('province').notNull(),
    brand: text('brand'),
    colour: text('colour'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('unit_cars_unit_idx').on(t.unitId),
    uniqueIndex('unit_cars_plate_idx').on(t.communityId, t.plateNo, t.province),
  ],
);

/**
 * One-time invitation codes. Kept in the clear (unlike passwords) because the office searches
 * and prints them; they are short-lived, single-use and bound to one community and unit.
 * The code is the key across all communities, since the redeeming app sends only the code.
 */
export const invitationCodes = pgTable(
  'invitation_codes',
  {
    code: text('code').primaryKey(),
    communityId: text('community_id')
      .notNull()
      .references(() => communities.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['RESIDENT', 'STAFF'] }).notNull(),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    unitRole: text('unit_role', { enum: ['OWNER', 'CO_RESIDENT', 'TENANT'] }),
    /** The community role the code grants. */
    role: text('role', { enum: ROLES }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: uuid('used_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('invitation_codes_community_idx').on(t.communityId, t.createdAt),
    index('invitation_codes_unit_idx').on(t.unitId),
  ],
);
