import { z } from 'zod';
import { guardedOperation } from './access';
import { EVIDENCE_STATUSES, evidenceSchema, PERIOD_PATTERN, receiptSchema, satangSchema } from './billing';
import { evidenceRef } from './billing-evidence-inputs';
import { officeReader, q } from './billing-op-parts';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { lastKeySchema, limitSchema } from './paging';

/**
 * What the verifier's console reads beyond the searches: the day's queue by state, with what a
 * verifier checks each slip against, and the receipt a verified payment got.
 */

export const evidenceQueueSchema = q({
  status: z.enum(EVIDENCE_STATUSES),
  /** Only payments decided on this day (the community's zone); not for waiting ones. */
  decidedOn: z.iso.date('decidedOn must be a date (YYYY-MM-DD)').optional(),
  lastKey: lastKeySchema,
  limit: limitSchema,
});

/** A payment in the queue, with its bill's open amount and the bill an earlier copy of its slip claimed. */
export const queuedEvidenceSchema = evidenceSchema.extend({
  /** What the chosen bill still owes; null without a chosen bill. */
  billOutstandingSatang: satangSchema.nullable(),
  /** For a slip sent before (duplicateOfID): that copy's bill number (or unit when it named none) and state. */
  duplicate: z
    .object({ billNo: z.string().nullable(), unitNo: z.string(), status: z.enum(EVIDENCE_STATUSES) })
    .nullable(),
});
export type QueuedEvidence = z.infer<typeof queuedEvidenceSchema>;

/** One of the three searches (days, a month, a unit), as the search page sends it, for the workbook. */
export const evidenceExcelSchema = q({
  date: z.iso.date('date must be a date (YYYY-MM-DD)').optional(),
  to: z.iso.date('to must be a date (YYYY-MM-DD)').optional(),
  month: z.string().regex(PERIOD_PATTERN, 'month must be YYYY-MM').optional(),
  unitNo: z.string().trim().min(1).max(20).optional(),
  status: z.enum(EVIDENCE_STATUSES).optional(),
}).refine((f) => [f.date, f.month, f.unitNo].filter((x) => x !== undefined).length === 1, {
  message: 'give one of date, month or unitNo',
  path: ['date'],
});

export const billingEvidenceConsoleOps = {
  queue: guardedOperation({
    method: 'GET',
    path: '/api/billing/evidence/search/by-status',
    summary:
      'Payments in one state: waiting ones oldest first (the verifier’s queue), decided ones newest ' +
      'first, optionally only those decided on a day',
    access: officeReader,
    query: evidenceQueueSchema,
    response: itemsEnvelope(queuedEvidenceSchema),
  }),
  receipt: guardedOperation({
    method: 'GET',
    path: '/api/billing/evidence/receipt',
    summary: "A payment's receipt (the live one; null while it waits, was rejected or its receipt cancelled)",
    access: officeReader,
    query: evidenceRef,
    response: dataEnvelope(receiptSchema.nullable()),
  }),
  excel: guardedOperation({
    method: 'GET',
    path: '/api/billing/evidence/search/excel',
    summary:
      'The payments one search finds (days, a month or a unit; a state) as an .xlsx file, newest first',
    access: officeReader,
    query: evidenceExcelSchema,
    response: z.unknown().describe('An .xlsx file'),
  }),
};
