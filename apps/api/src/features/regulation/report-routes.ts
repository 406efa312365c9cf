import { regulationOps as ops } from '@cc/contracts/regulation-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import { requestLanguage } from '../../platform/i18n/request-language';
import type { AppServices } from '../../platform/services';
import { TAGS } from './regulation-queries';
import { atRegulation } from './regulation-work';
import { cardSummary, historyReport, reportSheet, versionReport } from './reports';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function reportRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.report, TAGS),
    handler: async (request) => {
      const { versionID, lastKey, limit } = request.query;
      return ok(await atRegulation(request, (w) => versionReport(w, versionID, lastKey, limit)));
    },
  });
  r.route({
    ...guardedRoute(s, ops.historyReport, TAGS),
    handler: async (request) =>
      ok(await atRegulation(request, (w) => historyReport(w, request.query.from, request.query.to))),
  });
  r.route({
    ...guardedRoute(s, ops.reportExcel, TAGS),
    handler: async (request, reply) => {
      const lang = requestLanguage(request.headers['accept-language']);
      const sheets = await atRegulation(request, (w) => reportSheet(w, request.query.versionID, lang));
      return sendXlsx(reply, 'regulation-acknowledgements.xlsx', sheets);
    },
  });
  r.route({
    ...guardedRoute(s, ops.summary, TAGS),
    handler: async (request) => ok(await atRegulation(request, cardSummary)),
  });
}
