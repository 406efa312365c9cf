import { billingReportOps as ops } from '@cc/contracts/billing-report-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../platform/files/content-disposition';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { agingReport } from './aging-queries';
import { agingSheets } from './aging-sheet';
import { atOffice, TAGS } from './billing-work';
import { collectionByMonth, collectionRange } from './collection-queries';
import { renderEvidenceListPdf } from './documents/evidence-list-pdf';
import { evidenceToPrint } from './evidence-print';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** The office's reports: aging, collection by month, and the payments list on paper. */
export async function reportRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.aging, TAGS),
    handler: async (request) => ok(await atOffice(request, agingReport)),
  });
  r.route({
    ...guardedRoute(s, ops.agingExcel, TAGS),
    handler: async (request, reply) => {
      const report = await atOffice(request, agingReport);
      return sendXlsx(reply, `billing-aging-${report.asOf}.xlsx`, agingSheets(report));
    },
  });
  r.route({
    ...guardedRoute(s, ops.collection, TAGS),
    handler: async (request) =>
      ok(
        await atOffice(request, async (w) => {
          const { from, to } = collectionRange(w, request.query);
          return { months: await collectionByMonth(w, from, to) };
        }),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.evidencePrint, TAGS),
    handler: async (request, reply) => {
      const doc = await atOffice(request, (w) => evidenceToPrint(w, request.query));
      const pdf = await renderEvidenceListPdf(doc);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('inline', 'billing-evidence.pdf'))
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(pdf));
    },
  });
}
