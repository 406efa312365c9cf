import { z } from 'zod';
import { guardedOperation } from './access';
import { PAYER_ADDRESS_MAX, PAYER_NAME_MAX, receiptSchema, TAX_ID_PATTERN } from './billing';
import { officeWriter, q } from './billing-op-parts';
import { dataEnvelope } from './envelope';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** A replacement receipt for a verified payment whose receipt was cancelled with the payment kept. */
export const billingReceiptIssueOps = {
  create: guardedOperation({
    method: 'POST',
    path: '/api/billing/receipt/create',
    summary:
      'Issue a receipt, with the next number, for a verified payment that has none in force ' +
      '(its earlier one cancelled with keepPayment); it records the same shares of the bills',
    access: officeWriter,
    body: q({
      evidenceID: z.uuid('evidenceID is not valid'),
      payerName: optionalText(PAYER_NAME_MAX),
      payerAddress: optionalText(PAYER_ADDRESS_MAX),
      payerTaxID: z.string().regex(TAX_ID_PATTERN, 'payerTaxID must be 13 digits').nullable().optional(),
    }),
    response: dataEnvelope(receiptSchema),
  }),
};
