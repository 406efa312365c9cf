import { z } from 'zod';
import { guardedOperation } from './access';
import { evidenceSchema, slipReadingSchema } from './billing';
import {
  counterPaymentSchema,
  evidenceByDateSchema,
  evidenceByMonthSchema,
  evidenceByUnitSchema,
  evidencePageSchema,
  evidenceRef,
  notPrintedSchema,
  printFlagSchema,
  uploadEvidenceSchema,
} from './billing-evidence-inputs';
import { officeReader, officeWriter, q, residentReader } from './billing-op-parts';
import { dataEnvelope, itemsEnvelope, okSchema } from './envelope';

const evidenceData = dataEnvelope(evidenceSchema);
const evidenceItems = itemsEnvelope(evidenceSchema);
const search = <Q extends z.ZodType>(path: string, summary: string, query: Q) =>
  guardedOperation({
    method: 'GET' as const,
    path: `/api/billing/evidence/search/${path}`,
    summary,
    access: officeReader,
    query,
    response: evidenceItems,
  });

/** Payment evidence: residents' slips (read by their QR) and the office's counter payments. */
export const billingEvidenceOps = {
  upload: guardedOperation({
    method: 'POST',
    path: '/api/billing/evidence/upload',
    summary:
      "Send a payment slip for one's own unit or bill (multipart `image`, JPEG or PNG up to 5 MB; " +
      'communityID in the query). A slip used before in the community is refused naming its bill; ' +
      'an unreadable QR is kept but flagged',
    access: residentReader,
    body: uploadEvidenceSchema,
    response: evidenceData,
  }),
  slipRead: guardedOperation({
    method: 'POST',
    path: '/api/billing/evidence/slip/read',
    summary: "What a slip image's QR says (multipart `image`; communityID in the query); nothing is saved",
    access: residentReader,
    body: q(),
    response: dataEnvelope(slipReadingSchema.extend({ usedBefore: z.boolean() })),
  }),
  my: guardedOperation({
    method: 'GET',
    path: '/api/billing/evidence/my',
    summary: "The payments sent for the caller's units, newest first",
    access: residentReader,
    query: evidencePageSchema,
    response: evidenceItems,
  }),
  info: guardedOperation({
    method: 'GET',
    path: '/api/billing/evidence/info',
    summary: 'One payment with its slip reading, flags and decision',
    access: officeReader,
    query: evidenceRef,
    response: evidenceData,
  }),
  file: guardedOperation({
    method: 'GET',
    path: '/api/billing/evidence/file',
    summary: "A short-lived signed link to a payment's slip image (slips are never public)",
    access: officeReader,
    query: evidenceRef,
    response: dataEnvelope(z.object({ url: z.string().nullable() })),
  }),
  createByOffice: guardedOperation({
    method: 'POST',
    path: '/api/billing/evidence/by-pmc/create',
    summary: 'Record a payment taken at the counter (cash, cheque or transfer); it waits to be verified',
    access: officeWriter,
    body: counterPaymentSchema,
    response: evidenceData,
  }),
  deleteByOffice: guardedOperation({
    method: 'POST',
    path: '/api/billing/evidence/by-pmc/delete',
    summary: 'Delete a counter payment not yet verified (kept, marked deleted by whom and when)',
    access: officeWriter,
    body: evidenceRef,
    response: okSchema,
  }),
  notPrinted: search(
    'not-print',
    'Verified payments whose receipt is not yet printed, oldest first',
    notPrintedSchema,
  ),
  byDate: search(
    'by-date',
    "Payments made on a day, or from `date` to `to` (the community's zone), newest first",
    evidenceByDateSchema,
  ),
  byMonth: search('by-month', 'Payments made in a month, newest first', evidenceByMonthSchema),
  byUnitNo: search('by-unit-no', "A unit's payments by its number, newest first", evidenceByUnitSchema),
  printFlag: guardedOperation({
    method: 'POST',
    path: '/api/billing/evidence/print/flag',
    summary: 'Mark payments printed (or not), so the not-printed list drops them',
    access: officeWriter,
    body: printFlagSchema,
    response: dataEnvelope(z.object({ updated: z.number().int() })),
  }),
};
