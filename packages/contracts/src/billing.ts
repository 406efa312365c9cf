import { z } from 'zod';
import { SLIP_INQUIRY_RESULTS } from './billing-slip-inquiry';

/**
 * Billing's shapes and limits, read by both sides. Money is always satang (1/100 baht) as a safe
 * integer; quantities are decimal text, so neither side ever rounds a float.
 */

export const BILL_STATUSES = ['DRAFT', 'ISSUED', 'PARTIALLY_PAID', 'PAID', 'RECALLED'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];
/** Issued and not fully paid: the bills that can fall overdue. */
export const OPEN_STATUSES = ['ISSUED', 'PARTIALLY_PAID'] as const;
export const LINE_KINDS = ['COMMON_FEE', 'WATER', 'POWER', 'PARKING', 'FIXED', 'OTHER', 'SURCHARGE'] as const;
export type LineKind = (typeof LINE_KINDS)[number];
export const PROMPTPAY_KINDS = ['PHONE', 'TAX_ID', 'EWALLET', 'BILLER'] as const;
export type PromptPayKind = (typeof PROMPTPAY_KINDS)[number];
export const ACCOUNT_KINDS = ['BANK', 'PROMPTPAY'] as const;
export const COMMON_FEE_BASES = ['AREA', 'OWNERSHIP_RATIO', 'NONE'] as const;
export const RUN_STATUSES = ['QUEUED', 'RUNNING', 'DONE', 'FAILED'] as const;

export const LINE_TEXT_MAX = 120;
export const LINES_MAX = 30;
export const FIXED_LINES_MAX = 10;
export const RECALL_REASON_MAX = 500;
export const ACCOUNT_NAME_MAX = 120;
export const RUN_KEY_MAX = 64;
/**
 * A rate up to a million baht and a quantity under a million: a line stays under 10^14 satang and
 * a bill of LINES_MAX lines under 2^53, so every amount is an exact JavaScript number.
 */
export const RATE_MAX_SATANG = 100_000_000;
/** Up to 6 whole digits and 3 decimals: meter units, m², cars. */
export const QUANTITY_PATTERN = /^\d{1,6}(\.\d{1,3})?$/;
export const PERIOD_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const PHONE_PATTERN = /^0\d{8,9}$/;
export const BANK_CODE_PATTERN = /^\d{3}$/;
export const ACCOUNT_NO_PATTERN = /^\d{10,15}$/;

export const satangSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
export const rateSchema = z.number('rate must be a number of satang').int().min(0).max(RATE_MAX_SATANG);
export const quantitySchema = z
  .string()
  .regex(QUANTITY_PATTERN, 'quantity must be a number with up to 3 decimals');
export const periodSchema = z.string().regex(PERIOD_PATTERN, 'period must be YYYY-MM');
export const billIdSchema = (name = 'billID') => z.uuid(`${name} is not valid`);

export const billLineSchema = z.object({
  kind: z.enum(LINE_KINDS),
  description: z.string(),
  rateSatang: satangSchema,
  quantity: z.string(),
  amountSatang: satangSchema,
});
export type BillLine = z.infer<typeof billLineSchema>;

export const billSchema = z.object({
  billID: z.string(),
  billNo: z.string(),
  unitID: z.string(),
  unitNo: z.string(),
  buildingName: z.string().nullable(),
  period: z.string(),
  dueDate: z.string(),
  status: z.enum(BILL_STATUSES),
  /** Issued or partly paid with its due date before today in the community's zone. */
  overdue: z.boolean(),
  version: z.number().int(),
  totalSatang: satangSchema,
  paidSatang: satangSchema,
  outstandingSatang: satangSchema,
  createdAt: z.string(),
});
export type Bill = z.infer<typeof billSchema>;

export const billRevisionSchema = z.object({
  version: z.number().int(),
  dueDate: z.string(),
  totalSatang: satangSchema,
  lines: z.array(billLineSchema),
  changedAt: z.string(),
});
export const billDetailSchema = billSchema.extend({
  lines: z.array(billLineSchema),
  revisions: z.array(billRevisionSchema),
  recallReason: z.string().nullable(),
  recalledAt: z.string().nullable(),
  /** Late surcharge accrued on its overdue common fee and not yet charged on a later bill. */
  surchargeSatang: satangSchema,
  /** The last day whose surcharge a later bill charged, or null. */
  surchargeChargedThrough: z.string().nullable(),
  /** What the unit's credit paid of it when it was issued. */
  creditUsedSatang: satangSchema,
});
export type BillDetail = z.infer<typeof billDetailSchema>;

export const bankAccountSchema = z.object({
  accountID: z.string(),
  kind: z.enum(ACCOUNT_KINDS),
  accountName: z.string(),
  bankCode: z.string().nullable(),
  accountNo: z.string().nullable(),
  promptpayKind: z.enum(PROMPTPAY_KINDS).nullable(),
  promptpayID: z.string().nullable(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const fixedLineSchema = z.object({
  description: z.string().trim().min(1).max(LINE_TEXT_MAX),
  amountSatang: rateSchema,
});
export const chargeSettingsSchema = z.object({
  commonFeeBasis: z.enum(COMMON_FEE_BASES),
  /** Per m² a month (AREA), or the whole month's fee shared by ownership ratio (OWNERSHIP_RATIO). */
  commonFeeRateSatang: rateSchema,
  waterRateSatang: rateSchema,
  powerRateSatang: rateSchema,
  parkingRateSatang: rateSchema,
  fixedLines: z.array(fixedLineSchema).max(FIXED_LINES_MAX),
  roundWholeBaht: z.boolean(),
  /** Day of the month a bill falls due (the month after its period). */
  dueDay: z.number().int().min(1).max(28),
  /** Late surcharge per year, in basis points (1200 = 12%), and after six months overdue. */
  lateRateBp: z.number().int().min(0).max(10_000),
  lateRateAfterSixMonthsBp: z.number().int().min(0).max(10_000),
});
export type ChargeSettings = z.infer<typeof chargeSettingsSchema>;
/** What a community starts with: nothing charged, the Condominium Act's surcharge ceilings. */
export const DEFAULT_CHARGES: ChargeSettings = {
  commonFeeBasis: 'NONE',
  commonFeeRateSatang: 0,
  waterRateSatang: 0,
  powerRateSatang: 0,
  parkingRateSatang: 0,
  fixedLines: [],
  roundWholeBaht: false,
  dueDay: 15,
  lateRateBp: 1200,
  lateRateAfterSixMonthsBp: 2000,
};

export const billRunSchema = z.object({
  runID: z.string(),
  runKey: z.string(),
  period: z.string(),
  dueDate: z.string(),
  buildingIDs: z.array(z.string()).nullable(),
  status: z.enum(RUN_STATUSES),
  done: z.number().int(),
  total: z.number().int(),
  createdCount: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type BillRun = z.infer<typeof billRunSchema>;

export const billingSummarySchema = z.object({
  period: z.string(),
  billedSatang: satangSchema,
  collectedSatang: satangSchema,
  outstandingSatang: satangSchema,
  overdueCount: z.number().int(),
  debtorUnits: z.number().int(),
  /** Outstanding of open bills by how many days past due (0 = not yet due). */
  aging: z.array(
    z.object({ bucket: z.enum(['CURRENT', 'D1_30', 'D31_90', 'D91_180', 'OVER_180']), satang: satangSchema }),
  ),
  /** Payments (slips and counter payments) waiting to be verified, of any month. */
  waitingSlips: z.number().int(),
});
export type BillingSummary = z.infer<typeof billingSummarySchema>;

/** "฿1,234.50" from satang, for both the console and the API's spreadsheets. */
export function formatBaht(satang: number): string {
  const sign = satang < 0 ? '-' : '';
  const abs = Math.abs(satang);
  const baht = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}฿${baht}.${String(abs % 100).padStart(2, '0')}`;
}

/** What each PromptPay ID looks like (the form's first check; the API also checks a tax ID's digit). */
export const PROMPTPAY_ID_PATTERNS: Record<PromptPayKind, RegExp> = {
  PHONE: /^0\d{9}$/,
  TAX_ID: /^\d{13}$/,
  EWALLET: /^\d{15}$/,
  BILLER: /^\d{15}$/,
};

export const EVIDENCE_METHODS = ['TRANSFER', 'CASH', 'CHEQUE', 'PROMPTPAY'] as const;
export type EvidenceMethod = (typeof EVIDENCE_METHODS)[number];
export const EVIDENCE_SOURCES = ['RESIDENT', 'OFFICE'] as const;
export const EVIDENCE_STATUSES = ['SUBMITTED', 'VERIFIED', 'REJECTED'] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];
/** What the server found in a slip's QR (see the API's slip reader). */
export const SLIP_KINDS = ['SLIP', 'NOT_SLIP', 'BAD_CRC', 'UNREADABLE'] as const;
/** Why a kept slip waits with a warning: its QR is no slip, or the slip was sent before and rejected. */
export const EVIDENCE_FLAGS = ['UNREADABLE', 'NOT_SLIP', 'BAD_CRC', 'REUSED_AFTER_REJECT'] as const;
export const REJECT_REASON_MAX = 500;
export const EVIDENCE_NOTE_MAX = 500;
/** A slip photo: JPEG or PNG (told by its bytes) up to this size. */
export const SLIP_MAX_BYTES = 5 * 1024 * 1024;

export const slipReadingSchema = z.object({
  kind: z.enum(SLIP_KINDS),
  sendingBank: z.string().nullable(),
  transRef: z.string().nullable(),
});
export type SlipReadingView = z.infer<typeof slipReadingSchema>;

export const evidenceSchema = z.object({
  evidenceID: z.string(),
  unitID: z.string(),
  unitNo: z.string(),
  billID: z.string().nullable(),
  billNo: z.string().nullable(),
  amountSatang: satangSchema,
  paidAt: z.string(),
  method: z.enum(EVIDENCE_METHODS),
  source: z.enum(EVIDENCE_SOURCES),
  status: z.enum(EVIDENCE_STATUSES),
  /** Null for a counter payment without a slip. */
  slip: slipReadingSchema.nullable(),
  flaggedReason: z.enum(EVIDENCE_FLAGS).nullable(),
  duplicateOfID: z.string().nullable(),
  note: z.string().nullable(),
  rejectReason: z.string().nullable(),
  recordedBy: z.string().nullable(),
  verifiedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  printed: z.boolean(),
  createdAt: z.string(),
  /** What a bank's slip inquiry said of the amount (null: none configured, or no readable slip). */
  slipInquiry: z.enum(SLIP_INQUIRY_RESULTS).nullable(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const verifierSchema = z.object({ userID: z.string(), email: z.string(), addedAt: z.string() });
/** What a verified payment paid: a bill's share, or (billID null) the unit's credit. */
export const settlementSchema = z.object({
  billID: z.string().nullable(),
  billNo: z.string().nullable(),
  amountSatang: satangSchema,
});
export const receiptSchema = z.object({
  receiptID: z.string(),
  receiptNo: z.string(),
  evidenceID: z.string(),
  unitID: z.string(),
  unitNo: z.string(),
  amountSatang: satangSchema,
  settlements: z.array(settlementSchema),
  payerName: z.string().nullable(),
  payerAddress: z.string().nullable(),
  payerTaxID: z.string().nullable(),
  /** 1 as issued; each change of the payer's details adds one (printed on the receipt). */
  revision: z.number().int(),
  issuedAt: z.string(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const PAYER_NAME_MAX = 200;
export const PAYER_ADDRESS_MAX = 500;
export const TAX_ID_PATTERN = /^\d{13}$/;
