import {
  ACCOUNT_KINDS,
  BILL_STATUSES,
  type BillLine,
  type ChargeSettings,
  EVIDENCE_FLAGS,
  EVIDENCE_METHODS,
  EVIDENCE_SOURCES,
  EVIDENCE_STATUSES,
  LINE_KINDS,
  PROMPTPAY_KINDS,
  RUN_STATUSES,
  SLIP_KINDS,
} from '@cc/contracts/billing';
import { MESSAGE_AUDIENCES } from '@cc/contracts/billing-message';
import { REMINDER_STEPS, type ReminderSettings } from '@cc/contracts/billing-reminder-ops';
import { SLIP_INQUIRY_RESULTS } from '@cc/contracts/billing-slip-inquiry';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, communityId, userKey, userRef } from '../../platform/db/columns';
import { units } from '../../platform/residence/tables';

/** Satang: bigint in the database, a safe integer in JavaScript (no amount comes near 2^53). */
const satang = (name: string) => bigint(name, { mode: 'number' });

/** The community's billing settings: the office's phone and what a unit is charged. */
export const billingSettings = pgTable('billing_settings', {
  communityId: communityId().primaryKey(),
  contactPhone: text('contact_phone'),
  charges: jsonb('charges').$type<ChargeSettings>(),
  /** Which reminder steps are sent and whether by e-mail too; null: the defaults. */
  reminders: jsonb('reminders').$type<ReminderSettings>(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: userRef('updated_by'),
});

/** Where residents pay. A deleted account stays (bills printed with it name it), marked deleted. */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    kind: text('kind', { enum: ACCOUNT_KINDS }).notNull(),
    accountName: text('account_name').notNull(),
    bankCode: text('bank_code'),
    accountNo: text('account_no'),
    promptpayKind: text('promptpay_kind', { enum: PROMPTPAY_KINDS }),
    promptpayId: text('promptpay_id'),
    createdAt: at('created_at').notNull().defaultNow(),
    createdBy: userRef('created_by'),
    deletedAt: at('deleted_at'),
    deletedBy: userRef('deleted_by'),
  },
  (t) => [index('billing_accounts_community_idx').on(t.communityId, t.createdAt)],
);

/** The last bill number of each community; the upsert's row lock numbers bills without gaps. */
export const billingCounters = pgTable('billing_counters', {
  communityId: communityId().primaryKey(),
  lastNo: integer('last_no').notNull(),
});

/**
 * A unit's bill for a month. `version` grows with every change; a change carrying an older one
 * is refused. A live (not recalled) bill is one per unit and period, so a run repeated or racing
 * a single create never bills a unit twice. RECALLED keeps its number and the reason.
 */
export const billingBills = pgTable(
  'billing_bills',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    billNo: integer('bill_no').notNull(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    period: text('period').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    status: text('status', { enum: BILL_STATUSES }).notNull(),
    version: integer('version').notNull().default(1),
    totalSatang: satang('total_satang').notNull(),
    paidSatang: satang('paid_satang').notNull().default(0),
    runId: uuid('run_id'),
    recallReason: text('recall_reason'),
    recalledAt: at('recalled_at'),
    recalledBy: userRef('recalled_by'),
    issuedAt: at('issued_at'),
    /** Set by the notice job when the residents were told, so a job run twice tells them once. */
    notifiedAt: at('notified_at'),
    /** The last day of late surcharge a later bill charged, so no day is charged twice. */
    surchargeThrough: date('surcharge_through', { mode: 'string' }),
    /** What the unit's credit paid of it when issued (part of paid_satang). */
    creditUsedSatang: satang('credit_used_satang').notNull().default(0),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('billing_bills_no_uq').on(t.communityId, t.billNo),
    uniqueIndex('billing_bills_live_unit_period_uq')
      .on(t.communityId, t.unitId, t.period)
      .where(sql`status <> 'RECALLED'`),
    index('billing_bills_list_idx').on(t.communityId, t.period, t.billNo),
    index('billing_bills_open_idx')
      .on(t.communityId, t.dueDate)
      .where(sql`status in ('ISSUED', 'PARTIALLY_PAID')`),
  ],
);

export type BillStatusRow = (typeof BILL_STATUSES)[number];

/** A bill's current lines, in order. rate × quantity, rounded half up, is the amount. */
export const billingBillLines = pgTable(
  'billing_bill_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => billingBills.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: LINE_KINDS }).notNull(),
    description: text('description').notNull(),
    rateSatang: satang('rate_satang').notNull(),
    quantity: numeric('quantity', { precision: 15, scale: 6 }).notNull(),
    amountSatang: satang('amount_satang').notNull(),
  },
  (t) => [index('billing_bill_lines_bill_idx').on(t.billId, t.position)],
);

/** A bill's content before each change: its version, due date, total and lines as they were. */
export const billingBillRevisions = pgTable(
  'billing_bill_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => billingBills.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    totalSatang: satang('total_satang').notNull(),
    lines: jsonb('lines').$type<BillLine[]>().notNull(),
    changedBy: userRef('changed_by'),
    changedAt: at('changed_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_bill_revisions_uq').on(t.billId, t.version)],
);

/**
 * One run of a month's bills over all units or some buildings. `run_key` is the caller's: the
 * same key again answers this run and makes nothing. done/total is the job's progress.
 */
export const billingRuns = pgTable(
  'billing_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    runKey: text('run_key').notNull(),
    period: text('period').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    buildingIds: jsonb('building_ids').$type<string[] | null>(),
    status: text('status', { enum: RUN_STATUSES }).notNull().default('QUEUED'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    createdCount: integer('created_count').notNull().default(0),
    createdBy: userRef('created_by'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('billing_runs_key_uq').on(t.communityId, t.runKey),
    index('billing_runs_community_idx').on(t.communityId, t.createdAt),
  ],
);

/**
 * A payment a unit says it made: a resident's slip or the office's counter record. A readable
 * slip's (bank, reference) is unique in the community among slips not rejected, so the database
 * itself refuses a reused slip, even when the same one is sent twice at once.
 */
export const billingEvidence = pgTable(
  'billing_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    billId: uuid('bill_id').references(() => billingBills.id, { onDelete: 'set null' }),
    amountSatang: satang('amount_satang').notNull(),
    paidAt: at('paid_at').notNull(),
    method: text('method', { enum: EVIDENCE_METHODS }).notNull(),
    source: text('source', { enum: EVIDENCE_SOURCES }).notNull(),
    status: text('status', { enum: EVIDENCE_STATUSES }).notNull().default('SUBMITTED'),
    slipFileKey: text('slip_file_key'),
    slipKind: text('slip_kind', { enum: SLIP_KINDS }),
    sendingBank: text('sending_bank'),
    transRef: text('trans_ref'),
    flaggedReason: text('flagged_reason', { enum: EVIDENCE_FLAGS }),
    /** What a bank's slip inquiry answered of the amount, when one is configured; else null. */
    inquiryResult: text('inquiry_result', { enum: SLIP_INQUIRY_RESULTS }),
    duplicateOf: uuid('duplicate_of'),
    note: text('note'),
    rejectReason: text('reject_reason'),
    recordedBy: userRef('recorded_by'),
    verifiedBy: userRef('verified_by'),
    decidedAt: at('decided_at'),
    printed: boolean('printed').notNull().default(false),
    createdAt: at('created_at').notNull().defaultNow(),
    /** A counter payment entered by mistake, taken back before verifying: kept, out of every list. */
    deletedAt: at('deleted_at'),
    deletedBy: userRef('deleted_by'),
  },
  (t) => [
    uniqueIndex('billing_evidence_slip_uq')
      .on(t.communityId, t.sendingBank, t.transRef)
      .where(sql`slip_kind = 'SLIP' and status <> 'REJECTED'`),
    index('billing_evidence_list_idx').on(t.communityId, t.createdAt, t.id),
    index('billing_evidence_unit_idx').on(t.communityId, t.unitId, t.createdAt),
    index('billing_evidence_paid_idx').on(t.communityId, t.paidAt),
    // The verifier's queues and the waiting count: small sets read in order, never a scan of
    // every payment the community ever had.
    index('billing_evidence_waiting_idx')
      .on(t.communityId, t.createdAt, t.id)
      .where(sql`status = 'SUBMITTED' and deleted_at is null`),
    index('billing_evidence_not_printed_idx')
      .on(t.communityId, t.createdAt, t.id)
      .where(sql`status = 'VERIFIED' and not printed and deleted_at is null`),
  ],
);

/** Who may verify and reject payments (besides holding BILLING:approve); only ADMIN edits it. */
export const billingVerifiers = pgTable(
  'billing_verifiers',
  {
    communityId: communityId(),
    userId: userKey('user_id'),
    addedBy: userRef('added_by'),
    addedAt: at('added_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.userId] })],
);

/**
 * The last receipt number of a community in a Buddhist-era year. Taken by an upsert in the
 * verifying transaction: its row lock queues simultaneous verifies, and a rollback returns the
 * number, so receipts run without gaps or repeats.
 */
export const billingReceiptCounters = pgTable(
  'billing_receipt_counters',
  {
    communityId: communityId(),
    beYear: integer('be_year').notNull(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.beYear] })],
);

/** What a verified payment paid: a bill's share, or the unit's credit (bill_id null). */
export type ReceiptSettlement = { billId: string | null; amountSatang: number };

/**
 * A receipt for one verified payment. Cancelling keeps the row and its number, with the reason;
 * `revision` grows with each change of the payer's details and is printed.
 */
export const billingReceipts = pgTable(
  'billing_receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    beYear: integer('be_year').notNull(),
    seq: integer('seq').notNull(),
    evidenceId: uuid('evidence_id')
      .notNull()
      .references(() => billingEvidence.id, { onDelete: 'restrict' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    amountSatang: satang('amount_satang').notNull(),
    settlements: jsonb('settlements').$type<ReceiptSettlement[]>().notNull(),
    payerName: text('payer_name'),
    payerAddress: text('payer_address'),
    payerTaxId: text('payer_tax_id'),
    revision: integer('revision').notNull().default(1),
    issuedAt: at('issued_at').notNull().defaultNow(),
    issuedBy: userRef('issued_by'),
    cancelledAt: at('cancelled_at'),
    cancelledBy: userRef('cancelled_by'),
    cancelReason: text('cancel_reason'),
  },
  (t) => [
    uniqueIndex('billing_receipts_no_uq').on(t.communityId, t.beYear, t.seq),
    uniqueIndex('billing_receipts_live_evidence_uq').on(t.evidenceId).where(sql`cancelled_at is null`),
    index('billing_receipts_list_idx').on(t.communityId, t.issuedAt, t.id),
  ],
);

/** A unit's money paid beyond its bills, kept for the next ones. */
export const billingUnitCredits = pgTable(
  'billing_unit_credits',
  {
    communityId: communityId(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    creditSatang: satang('credit_satang').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.communityId, t.unitId] })],
);

/**
 * The office's message to units. Its audience as chosen is kept for the record; the units it
 * reached are its recipient rows, fixed when sent. A recalled message keeps who, when and why.
 */
export const billingMessages = pgTable(
  'billing_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    communityId: communityId(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    audience: text('audience', { enum: MESSAGE_AUDIENCES }).notNull(),
    buildingIds: jsonb('building_ids').$type<string[] | null>(),
    minOverdueSatang: satang('min_overdue_satang'),
    recipientCount: integer('recipient_count').notNull(),
    sentBy: userRef('sent_by'),
    sentAt: at('sent_at').notNull().defaultNow(),
    /** Set by the notice job when it claims the message, so a job run twice tells residents once. */
    notifiedAt: at('notified_at'),
    recalledAt: at('recalled_at'),
    recalledBy: userRef('recalled_by'),
    recallReason: text('recall_reason'),
  },
  (t) => [index('billing_messages_list_idx').on(t.communityId, t.sentAt, t.id)],
);

/** One unit a message reached, and when someone of the unit first read it. */
export const billingMessageRecipients = pgTable(
  'billing_message_recipients',
  {
    messageId: uuid('message_id')
      .notNull()
      .references(() => billingMessages.id, { onDelete: 'cascade' }),
    communityId: communityId(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    readAt: at('read_at'),
    readBy: userRef('read_by'),
  },
  (t) => [
    primaryKey({ columns: [t.messageId, t.unitId] }),
    index('billing_message_recipients_unit_idx').on(t.communityId, t.unitId),
  ],
);

/**
 * The reminders sent: one row per (bill, step). A sweep claims the row in its transaction before
 * it notifies, so of two instances sweeping at once exactly one sends each reminder.
 */
export const billingRemindersSent = pgTable(
  'billing_reminders_sent',
  {
    communityId: communityId(),
    billId: uuid('bill_id')
      .notNull()
      .references(() => billingBills.id, { onDelete: 'cascade' }),
    step: text('step', { enum: REMINDER_STEPS }).notNull(),
    sentAt: at('sent_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('billing_reminders_sent_uq').on(t.billId, t.step)],
);
