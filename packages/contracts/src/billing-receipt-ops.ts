import { z } from 'zod';
import { guardedOperation } from './access';
import { PAYER_ADDRESS_MAX, PAYER_NAME_MAX, receiptSchema, TAX_ID_PATTERN } from './billing';
import { officeReader, officeWriter, q, residentReader } from './billing-op-parts';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { lastKeySchema, limitSchema } from './paging';

const receiptIdSchema = z.uuid('receiptID is not valid');
const receiptRef = q({ receiptID: receiptIdSchema });
const receiptPage = q({ lastKey: lastKeySchema, limit: limitSchema });
const receiptData = dataEnvelope(receiptSchema);
const receiptItems = itemsEnvelope(receiptSchema);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Receipts of verified payments: numbered RC<year>-NNNNNN, never deleted, cancelled with a reason. */
export const billingReceiptOps = {
  list: guardedOperation({
    method: 'GET',
    path: '/api/billing/receipt/list',
    summary: "The community's receipts, newest first (cancelled ones stay, marked)",
    access: officeReader,
    query: receiptPage,
    response: receiptItems,
  }),
  my: guardedOperation({
    method: 'GET',
    path: '/api/billing/receipt/my',
    summary: "The receipts of the caller's units, newest first",
    access: residentReader,
    query: receiptPage,
    response: receiptItems,
  }),
  pdf: guardedOperation({
    method: 'GET',
    path: '/api/billing/receipt/pdf',
    summary: 'A receipt as a Thai PDF (the office any receipt, a resident their own units’ only)',
    access: residentReader,
    query: receiptRef,
    response: z.unknown().describe('A PDF file'),
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/billing/receipt/update',
    summary: "Correct the payer's name, address or tax ID (nothing else); the revision number grows",
    access: officeWriter,
    body: q({
      receiptID: receiptIdSchema,
      payerName: optionalText(PAYER_NAME_MAX),
      payerAddress: optionalText(PAYER_ADDRESS_MAX),
      payerTaxID: z.string().regex(TAX_ID_PATTERN, 'payerTaxID must be 13 digits').nullable().optional(),
    }),
    response: receiptData,
  }),
  cancel: guardedOperation({
    method: 'POST',
    path: '/api/billing/receipt/by-pmc/delete',
    summary:
      'Cancel a receipt: its number stays with the reason, the payment comes off its bills (and credit) ' +
      'and the payment waits to be verified again; with keepPayment the payment stays verified and ' +
      'settled, for a new receipt by receipt/create',
    access: officeWriter,
    body: q({
      receiptID: receiptIdSchema,
      reason: z.string().trim().min(1, 'reason is required').max(500),
      /** Only the paper is wrong (e.g. the payer): the payment stays verified on its bills. */
      keepPayment: z.boolean().default(false),
    }),
    response: receiptData,
  }),
};
