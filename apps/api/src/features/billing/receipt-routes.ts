import { billingReceiptIssueOps } from '@cc/contracts/billing-receipt-issue-ops';
import { billingReceiptOps as ops } from '@cc/contracts/billing-receipt-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../platform/files/content-disposition';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atOffice, TAGS } from './billing-work';
import { renderReceiptPdf } from './documents/receipt-pdf';
import { cancelReceipt, updatePayer } from './receipt-changes';
import { receiptDocument } from './receipt-document';
import { findReceipt, isOwnReceipt, receiptPage, toReceipts } from './receipt-queries';
import { reissueReceipt } from './receipt-reissue';
import { notFound } from './refusals';

/** Receipts: the office's list and corrections, the residents' own, and the PDF for either. */
export async function receiptRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atOffice(request, (w) => receiptPage(w, request.query))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.my, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atOffice(request, (w) => receiptPage(w, request.query, request.user.id))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.pdf, TAGS),
    handler: async (request, reply) => {
      // The office (write or approve) reads any receipt; anyone else only their own units'.
      const held = request.access.community.permissions.get(request.access.role);
      const office = held?.has('BILLING:write') || held?.has('BILLING:approve');
      const doc = await atOffice(request, async (w) => {
        const row = await findReceipt(w, request.query.receiptID);
        if (!office && !(await isOwnReceipt(w, request.user.id, row)))
          throw notFound('BILLING_RECEIPT_NOT_FOUND');
        const [receipt] = await toReceipts(w, [row]);
        return receiptDocument(w, row, receipt!.receiptNo);
      });
      const pdf = await renderReceiptPdf(doc);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', `${doc.number}.pdf`))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  });
  r.route({
    ...guardedRoute(s, ops.update, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: (await atOffice(request, async (w) => toReceipts(w, [await updatePayer(w, request.body)])))[0]!,
    }),
  });
  r.route({
    ...guardedRoute(s, ops.cancel, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: (await atOffice(request, async (w) => toReceipts(w, [await cancelReceipt(w, request.body)])))[0]!,
    }),
  });
  r.route({
    ...guardedRoute(s, billingReceiptIssueOps.create, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: (
        await atOffice(request, async (w) => toReceipts(w, [await reissueReceipt(w, request.body)]))
      )[0]!,
    }),
  });
}
