import { billingEvidenceConsoleOps as ops } from '@cc/contracts/billing-evidence-console-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { EXCEL_MAX_ROWS } from './bill-sheet';
import { atOffice, TAGS } from './billing-work';
import { evidenceQueue } from './evidence-queue-queries';
import { receiptOfEvidence } from './evidence-receipt-queries';
import { evidenceForExcel } from './evidence-search-queries';
import { evidenceSheet } from './evidence-sheet';

/** What the verifier's console reads: the queue by state, a verified payment's receipt, the search's workbook. */
export async function evidenceConsoleRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.queue, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atOffice(request, (w) => evidenceQueue(w, request.query))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.receipt, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atOffice(request, (w) => receiptOfEvidence(w, request.query.evidenceID)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.excel, TAGS),
    handler: async (request, reply) => {
      const { rows, today } = await atOffice(request, async (w) => ({
        rows: evidenceSheet(await evidenceForExcel(w, request.query, EXCEL_MAX_ROWS), w.timeZone),
        today: w.today,
      }));
      return sendXlsx(reply, `payments-${today}.xlsx`, [{ sheet: 'Payments', data: rows }]);
    },
  });
}
