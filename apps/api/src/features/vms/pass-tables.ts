import { boolean, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, communityId, userRef } from '../../platform/db/columns';
import { units } from '../../platform/residence/tables';

/**
 * Who may pre-register guests and within what limits, one row per community, made on first
 * use. The pass's signing key is not kept here: it is derived from the gate's secret
 * (`vms_settings.id_secret`), so it exists as soon as the community has a gate.
 */
export const vmsPassSettings = pgTable('vms_pass_settings', {
  communityId: communityId().primaryKey(),
  allowed: boolean('allowed').notNull().default(true),
  maxWindowHours: integer('max_window_hours').notNull().default(72),
  perUnitPerDay: integer('per_unit_per_day').notNull().default(10),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * A guest pass: a window and a number of entries for a unit's guest. `entriesUsed` only grows,
 * by one conditional update per check-in (below the allowance, inside the window, not
 * cancelled), so a pass lets in exactly as many visits as it allows, however many gates scan it
 * at once. Cancelled, never deleted.
 */
export const vmsPasses = pgTable(
  'vms_passes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    guestName: text('guest_name').notNull(),
    phone: text('phone'),
    plate: text('plate'),
    province: text('province'),
    validFrom: at('valid_from').notNull(),
    validTo: at('valid_to').notNull(),
    entriesAllowed: integer('entries_allowed').notNull(),
    entriesUsed: integer('entries_used').notNull().default(0),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    cancelledAt: at('cancelled_at'),
    cancelledBy: userRef('cancelled_by'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    index('vms_passes_created_idx').on(t.communityId, t.createdAt, t.id),
    index('vms_passes_unit_idx').on(t.communityId, t.unitId, t.createdAt),
  ],
);
