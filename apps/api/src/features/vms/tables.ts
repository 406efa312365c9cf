import type { Account, DocumentSetting, UtilityConfig } from '@cc/contracts/vms-admin-settings';
import type { BatchAction, BatchState } from '@cc/contracts/vms-coupon-batch';
import type { ParkingFeeRules } from '@cc/contracts/vms-fee';
import type { FeeBreakdown } from '@cc/contracts/vms-ops';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, communityId, userRef } from '../../platform/db/columns';
import type { StoredPhoto } from '../../platform/files/stored-photos';
import { units } from '../../platform/residence/tables';
import { vmsPasses } from './pass-tables';

export { vmsPasses, vmsPassSettings } from './pass-tables';

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
    /** The guest pass the visitor came in by. */
    passId: uuid('pass_id').references(() => vmsPasses.id, { onDelete: 'set null' }),
    /** Private file keys of the photos taken at the gate (read through signed links only). */
    facePhoto: text('face_photo'),
    platePhoto: text('plate_photo'),
    /** When the PDPA retention removed the visit's photos, name and phone (the row itself stays). */
    redactedAt: at('redacted_at'),
    /**
     * The gate app's own id for the check-out, unique per community like `clientId`: a resend
     * (an answer lost on the way) finds this visit and answers the fee it was charged, kept here.
     */
    checkoutClientId: text('checkout_client_id'),
    checkoutFee: jsonb('checkout_fee').$type<FeeBreakdown>(),
  },
  (t) => [
    uniqueIndex('vms_visits_client_idx').on(t.communityId, t.clientId),
    uniqueIndex('vms_visits_checkout_client_idx').on(t.communityId, t.checkoutClientId),
    uniqueIndex('vms_visits_slip_idx').on(t.communityId, t.slipCode),
    index('vms_visits_in_idx').on(t.communityId, t.checkedInAt, t.id),
    index('vms_visits_inside_idx').on(t.communityId, t.checkedInAt).where(sql`${t.checkedOutAt} is null`),
    index('vms_visits_unit_idx').on(t.communityId, t.unitId, t.checkedInAt),
    // Search (vms_find_visits): each of its conditions has an index, so a rare plate or name is
    // looked up instead of read past in every visit; trigrams for the substrings, the plate's
    // without its spaces as the search compares it.
    index('vms_visits_plate_trgm_idx').using(
      'gin',
      sql`replace(coalesce(${t.plate}, ''), ' ', '') gin_trgm_ops`,
    ),
    index('vms_visits_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('vms_visits_phone_trgm_idx').using('gin', sql`${t.phone} gin_trgm_ops`),
    index('vms_visits_badge_idx').on(t.communityId, t.badge),
    // The dashboard's fees and exits of a day, read from the index alone.
    index('vms_visits_out_idx')
      .on(t.communityId, t.checkedOutAt, t.feeSatang)
      .where(sql`${t.checkedOutAt} is not null`),
    // The retention job's work: visits gone and not yet redacted, oldest first.
    index('vms_visits_unredacted_idx')
      .on(t.communityId, t.checkedOutAt)
      .where(sql`${t.checkedOutAt} is not null and ${t.redactedAt} is null`),
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

/** The coupon price, validity and PromptPay payee, one row per community, made when first set. */
export const vmsCouponSettings = pgTable('vms_coupon_settings', {
  communityId: communityId().primaryKey(),
  pricePerHourSatang: integer('price_per_hour_satang').notNull(),
  validityDays: integer('validity_days').notNull(),
  payeeKind: text('payee_kind', { enum: ['PHONE', 'TAX_ID', 'EWALLET'] }).notNull(),
  payeeId: text('payee_id').notNull(),
  payeeName: text('payee_name'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** A unit (shop, office) that may buy coupons for its visitors; never deleted, `canOrder` turns it off. */
export const vmsCouponOwners = pgTable(
  'vms_coupon_owners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    canOrder: boolean('can_order').notNull(),
    discountPercent: integer('discount_percent').notNull().default(0),
    monthlyQuota: integer('monthly_quota'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vms_coupon_owners_unit_idx').on(t.communityId, t.unitId)],
);

/** An order of coupons by an owner unit; its state moves only by `nextBatchState`. */
export const vmsCouponBatches = pgTable(
  'vms_coupon_batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    ownerUnitId: uuid('owner_unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    state: text('state').$type<BatchState>().notNull(),
    count: integer('count').notNull(),
    hours: integer('hours').notNull(),
    priceSatang: integer('price_satang').notNull(),
    amountSatang: integer('amount_satang'),
    dueDate: date('due_date'),
    promptPayPayload: text('promptpay_payload'),
    slips: jsonb('slips').$type<StoredPhoto[]>().notNull().default([]),
    note: text('note'),
    reason: text('reason'),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('vms_coupon_batches_state_idx').on(t.communityId, t.state, t.createdAt),
    index('vms_coupon_batches_owner_idx').on(t.communityId, t.ownerUnitId, t.createdAt),
  ],
);

/** Every move of a batch: who, when, from, to and why; the batch's trace, never edited. */
export const vmsCouponBatchEvents = pgTable(
  'vms_coupon_batch_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => vmsCouponBatches.id, { onDelete: 'cascade' }),
    action: text('action').$type<BatchAction>().notNull(),
    fromState: text('from_state').$type<BatchState>(),
    toState: text('to_state').$type<BatchState>().notNull(),
    reason: text('reason'),
    by: userRef('by'),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('vms_coupon_batch_events_batch_idx').on(t.batchId, t.at)],
);

/**
 * One coupon of an approved batch. The code is random (base32, 10 characters) and unique in the
 * community; one batch makes its coupons once (unique batch + serial), used or cancelled once.
 */
export const vmsCoupons = pgTable(
  'vms_coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => vmsCouponBatches.id, { onDelete: 'cascade' }),
    serial: integer('serial').notNull(),
    code: text('code').notNull(),
    hours: integer('hours').notNull(),
    validUntil: at('valid_until').notNull(),
    usedAt: at('used_at'),
    usedBy: userRef('used_by'),
    visitId: uuid('visit_id').references(() => vmsVisits.id, { onDelete: 'set null' }),
    cancelledAt: at('cancelled_at'),
    cancelledBy: userRef('cancelled_by'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    // text_pattern_ops: the code search's prefix range (~>=~, ~<~, which row-level security lets
    // run as index conditions) is read from this index under any collation; equality as before.
    uniqueIndex('vms_coupons_code_idx').on(t.communityId, t.code.op('text_pattern_ops')),
    uniqueIndex('vms_coupons_serial_idx').on(t.batchId, t.serial),
  ],
);

/**
 * The office's gate settings beyond the fee, one row per community, made when first set; a
 * null part reads as its default. The overstay minutes live in `vms_settings` only (the fee
 * and the utility config both read and write that one column), so they are not in `utility`.
 */
export const vmsAdminSettings = pgTable('vms_admin_settings', {
  communityId: communityId().primaryKey(),
  utility: jsonb('utility').$type<Omit<UtilityConfig, 'overstayMinutes'>>(),
  account: jsonb('account').$type<Account>(),
  documents: jsonb('documents').$type<DocumentSetting>(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The monthly report's e-mail, one row per community, made when the office first sets it. */
export const vmsReportMail = pgTable('vms_report_mail', {
  communityId: communityId().primaryKey(),
  enabled: boolean('enabled').notNull(),
  recipients: jsonb('recipients').$type<string[]>().notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/**
 * Each monthly report the job mailed: one row per (community, month, address), claimed before
 * the send, so a run again after a failure half-way mails only those not yet reached.
 */
export const vmsReportMailSends = pgTable(
  'vms_report_mail_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    month: text('month').notNull(),
    address: text('address').notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vms_report_mail_sends_once_idx').on(t.communityId, t.month, t.address)],
);
