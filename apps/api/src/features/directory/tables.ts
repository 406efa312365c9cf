import { ROLES } from '@cc/contracts/roles';
import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/tables';
import { units } from '../../platform/residence/tables';
import { communities } from '../../platform/tenancy/tables';

/**
 * Cars of a unit; a row is also its registration request (car/ keeps the rules). Retired, never
 * deleted: a cancelled car keeps its row, its reason and its stickers. The plate is kept as typed
 * plus a normalised key and its digit tail, both indexed for the gate's lookup; one active
 * (approved) car per plate and province in a community.
 */
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
    plateKey: text('plate_key').notNull().default(''),
    digits: text('digits').notNull().default(''),
    /** The province's name as shown (Thai); its ISO 3166-2:TH code when known. */
    province: text('province').notNull(),
    provinceCode: text('province_code'),
    vehicleType: text('vehicle_type', { enum: ['CAR', 'MOTORCYCLE'] })
      .notNull()
      .default('CAR'),
    brand: text('brand'),
    model: text('model'),
    colour: text('colour'),
    status: text('status', { enum: ['WAITING', 'APPROVED', 'REJECTED', 'CANCELLED'] })
      .notNull()
      .default('APPROVED'),
    /** Why it was rejected or retired. */
    reason: text('reason'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('unit_cars_unit_idx').on(t.unitId),
    index('unit_cars_list_idx').on(t.communityId, t.status, t.createdAt, t.id),
    index('unit_cars_key_idx').on(t.communityId, t.plateKey),
    index('unit_cars_digits_idx').on(t.communityId, t.digits),
    uniqueIndex('unit_cars_active_plate_idx')
      .on(t.communityId, t.plateKey, t.province)
      .where(sql`${t.status} = 'APPROVED'`),
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
