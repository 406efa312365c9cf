import { z } from 'zod';
import { guardedOperation } from './access';
import { EVIDENCE_STATUSES, evidenceSchema, receiptSchema, satangSchema } from './billing';
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
};
