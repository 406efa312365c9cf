import { z } from 'zod';
import { EVIDENCE_NOTE_MAX, EVIDENCE_STATUSES, PERIOD_PATTERN, REJECT_REASON_MAX } from './billing';
import { q } from './billing-op-parts';
import { lastKeySchema, limitSchema } from './paging';

/**
 * What residents and the office send about payments. Upload fields arrive as multipart text,
 * so numbers are coerced: one schema judges a form and JSON alike.
 */

const idOf = (name: string) => z.uuid(`${name} is not valid`);
export const evidenceIdSchema = idOf('evidenceID');
const amountSchema = z.coerce
  .number('amountSatang must be a number of satang')
  .int('amountSatang must be whole satang')
  .min(1, 'amountSatang must be at least 1 satang')
  .max(100_000_000_000, 'amountSatang is too large');
const paidAtSchema = z.iso.datetime({ offset: true, message: 'paidAt must be a date and time (ISO 8601)' });
const noteSchema = z.string().trim().max(EVIDENCE_NOTE_MAX).optional();

/** A resident's slip: for one of their units, or one of their bills (whose unit it then is). */
export const uploadEvidenceSchema = q({
  amountSatang: amountSchema,
  paidAt: paidAtSchema,
  billID: idOf('billID').optional(),
  unitID: idOf('unitID').optional(),
  note: noteSchema,
}).refine((b) => b.billID !== undefined || b.unitID !== undefined, {
  message: 'billID or unitID is required',
  path: ['unitID'],
});

/** A payment taken at the office's counter (no slip to read). */
export const counterPaymentSchema = q({
  unitID: idOf('unitID'),
  billID: idOf('billID').optional(),
  amountSatang: amountSchema,
  paidAt: paidAtSchema,
  method: z.enum(['CASH', 'CHEQUE', 'TRANSFER']),
  note: noteSchema,
});

export const evidenceRef = q({ evidenceID: evidenceIdSchema });
const page = { lastKey: lastKeySchema, limit: limitSchema, status: z.enum(EVIDENCE_STATUSES).optional() };
export const evidencePageSchema = q({ lastKey: lastKeySchema, limit: limitSchema });
/** A day, or with `to` the days from `date` to `to` inclusive (the community's zone). */
export const evidenceByDateSchema = q({
  ...page,
  date: z.iso.date('date must be a date (YYYY-MM-DD)'),
  to: z.iso.date('to must be a date (YYYY-MM-DD)').optional(),
});
export const evidenceByMonthSchema = q({
  ...page,
  month: z.string().regex(PERIOD_PATTERN, 'month must be YYYY-MM'),
});
export const evidenceByUnitSchema = q({ ...page, unitNo: z.string().trim().min(1).max(20) });
export const notPrintedSchema = q({ lastKey: lastKeySchema, limit: limitSchema });
export const printFlagSchema = q({
  evidenceIDs: z.array(evidenceIdSchema).min(1).max(100),
  printed: z.boolean().default(true),
});
export const verifyEvidenceSchema = q({ evidenceID: evidenceIdSchema, billID: idOf('billID').optional() });
export const rejectEvidenceSchema = q({
  evidenceID: evidenceIdSchema,
  reason: z.string().trim().min(1, 'reason is required').max(REJECT_REASON_MAX),
});
export const verifierInputSchema = q({ userID: idOf('userID') });
