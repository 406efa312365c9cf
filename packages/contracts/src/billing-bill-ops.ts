import { z } from 'zod';
import { guardedOperation } from './access';
import { billDetailSchema, billingSummarySchema, periodSchema } from './billing';
import {
  billFilterSchema,
  createBillSchema,
  myBillsSchema,
  recallBillSchema,
  updateBillSchema,
} from './billing-inputs';
import {
  billDetailData,
  billItems,
  billRef,
  officeReader,
  officeWriter,
  q,
  residentReader,
} from './billing-op-parts';
import { dataEnvelope } from './envelope';

const paymentSchema = z.object({ payload: z.string(), amountSatang: z.number().int() });

/** Bills one at a time: made, changed, listed, recalled; the resident's own; the month's figures. */
export const billingBillOps = {
  create: guardedOperation({
    method: 'POST',
    path: '/api/billing/create',
    summary: "One unit's bill for a month: lines from the charge settings, or the lines given",
    access: officeWriter,
    body: createBillSchema,
    response: billDetailData,
  }),
  update: guardedOperation({
    method: 'POST',
    path: '/api/billing/update',
    summary:
      'Change a draft or an issued unpaid bill, carrying the version read (409 if stale); the old content is kept',
    access: officeWriter,
    body: updateBillSchema,
    response: billDetailData,
  }),
  list: guardedOperation({
    method: 'GET',
    path: '/api/billing/list',
    summary: 'Bills, newest period first; filters; keyset paging',
    access: officeReader,
    query: billFilterSchema,
    response: billItems,
  }),
  info: guardedOperation({
    method: 'GET',
    path: '/api/billing/info',
    summary: 'One bill with its lines and revisions',
    access: officeReader,
    query: billRef,
    response: billDetailData,
  }),
  excel: guardedOperation({
    method: 'GET',
    path: '/api/billing/excel',
    summary: 'The filtered bills as an .xlsx file',
    access: officeReader,
    query: billFilterSchema.omit({ lastKey: true, limit: true }),
    response: z.unknown().describe('An .xlsx file'),
  }),
  promptpay: guardedOperation({
    method: 'GET',
    path: '/api/billing/promptpay',
    summary: "A bill's PromptPay payload for its outstanding amount (for a QR code)",
    access: officeReader,
    query: billRef,
    response: dataEnvelope(paymentSchema),
  }),
  forceRecall: guardedOperation({
    method: 'POST',
    path: '/api/billing/force-recall',
    summary: 'Void an issued bill without verified payment; the reason and the number are kept',
    access: officeWriter,
    body: recallBillSchema,
    response: billDetailData,
  }),
  myList: guardedOperation({
    method: 'GET',
    path: '/api/billing/my/list',
    summary: 'The bills of the units the caller lives in (drafts excluded)',
    access: residentReader,
    query: myBillsSchema,
    response: billItems,
  }),
  myInfo: guardedOperation({
    method: 'GET',
    path: '/api/billing/my/info',
    summary:
      'One bill of a unit the caller lives in, with the PromptPay payload of what is still to pay (null when nothing is, or no account is set)',
    access: residentReader,
    query: billRef,
    response: dataEnvelope(billDetailSchema.extend({ payment: paymentSchema.nullable() })),
  }),
  summary: guardedOperation({
    method: 'GET',
    path: '/api/billing/summary',
    summary:
      "A month's billed, collected and outstanding amounts (by default the latest month with bills), overdue bills and debtor units, and the open amount's aging",
    access: officeReader,
    query: q({ period: periodSchema.optional() }),
    response: dataEnvelope(billingSummarySchema),
  }),
};
