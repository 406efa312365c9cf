import type { ParkingFeeRules } from '@cc/contracts/vms-fee';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, communityId, userRef } from '../../platform/db/columns';
import { units } from '../../platform/residence/tables';

/**
 * The gate's settings, one row per community, made on first use: the secret that keys the hash
 * of visitors' ID numbers (32 random bytes, base64url; never answered), the fee rules (null
 * until the office sets them: the defaults apply) and when a visit counts as overstayed.
 */
export const vmsSettings = pgTable('vms_settings', {
  communityId: communityId().primaryKey(),
  idSecret: text('id_secret').notNull(),
  feeRules: jsonb('fee_rules').$type<ParkingFeeRules>(),
  overstayMinutes: integer('overstay_minutes').notNull().default(240),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * One visit: in at the gate, out later. The ID document is kept as type, last four and keyed
 * hash only. `clientId` (the gate app's own id for the check-in) is unique per community, so a
 * resend finds the first visit instead of making a second.
 */
export const vmsVisits = pgTable(
  'vms_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    clientId: text('client_id'),
    slipCode: text('slip_code').notNull(),
    name: text('name').notNull(),
    phone: text('phone'),
    visitorType: text('visitor_type', {
      enum: ['GUEST', 'DELIVERY', 'CONTRACTOR', 'TAXI', 'OTHER'],
    }).notNull(),
    vehicleType: text('vehicle_type', { enum: ['CAR', 'MOTORCYCLE', 'TRUCK', 'OTHER'] }),
    plate: text('plate'),
    province: text('province'),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    purpose: text('purpose'),
    idType: text('id_type', { enum: ['THAI_ID', 'PASSPORT', 'DRIVING_LICENCE', 'OTHER'] }),
    idLast4: text('id_last4'),
    idHash: text('id_hash'),
    badge: text('badge'),
    checkedInAt: at('checked_in_at').notNull().defaultNow(),
    checkedInBy: userRef('checked_in_by'),
    checkedOutAt: at('checked_out_at'),
    checkedOutBy: userRef('checked_out_by'),
    feeSatang: integer('fee_satang'),
    paymentMethod: text('payment_method', { enum: ['CASH', 'PROMPTPAY', 'WAIVED'] }),
    waiveReason: text('waive_reason'),
    forcedOutReason: text('forced_out_reason'),
  },
  (t) => [
    uniqueIndex('vms_visits_client_idx').on(t.communityId, t.clientId),
    uniqueIndex('vms_visits_slip_idx').on(t.communityId, t.slipCode),
    index('vms_visits_in_idx').on(t.communityId, t.checkedInAt, t.id),
    index('vms_visits_inside_idx').on(t.communityId, t.checkedInAt).where(sql`${t.checkedOutAt} is null`),
    index('vms_visits_unit_idx').on(t.communityId, t.unitId, t.checkedInAt),
  ],
);

/** A parking stamp on a visit, by a resident of its unit or gate staff; cancelled, not deleted. */
export const vmsStamps = pgTable(
  'vms_stamps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => vmsVisits.id, { onDelete: 'cascade' }),
    stampedBy: userRef('stamped_by'),
    stampedAt: at('stamped_at').notNull().defaultNow(),
    cancelledAt: at('cancelled_at'),
    cancelledBy: userRef('cancelled_by'),
  },
  (t) => [index('vms_stamps_visit_idx').on(t.visitId)],
);
