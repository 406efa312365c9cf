import { recyclingOps as ops } from '@cc/contracts/recycling-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import { decodeKey, pageOf } from '../../platform/http/keyset';
import { requestLanguage } from '../../platform/i18n/request-language';
import type { AppServices } from '../../platform/services';
import { TAGS } from './recycling-queries';
import { atRecycling } from './recycling-work';
import { historyByUnit, reportByKindAndMonth } from './report-queries';
import { reportSheets } from './report-sheet';

/** Every unit of the largest community fits one sheet many times over. */
const SHEET_UNITS_MAX = 20_000;

export async function reportRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.report, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atRecycling(request, (w) =>
        reportByKindAndMonth(w.tx, w.scope, request.query.from, request.query.to),
      ),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.historyReport, TAGS),
    handler: async (request) => {
      const { from, to, q, lastKey, limit } = request.query;
      const after = decodeKey(lastKey, 1);
      const rows = await atRecycling(request, (w) =>
        historyByUnit(
          w.tx,
          w.scope,
          { from, to, q, afterUnitNo: after?.[0] as string | undefined },
          limit + 1,
        ),
      );
      return { isSuccess: true as const, ...pageOf(rows, limit, (x) => [x.unitNo]) };
    },
  });
  r.route({
    ...guardedRoute(s, ops.reportExcel, TAGS),
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const lang = requestLanguage(request.headers['accept-language']);
      const sheets = await atRecycling(request, async (w) =>
        reportSheets(
          await reportByKindAndMonth(w.tx, w.scope, from, to),
          await historyByUnit(w.tx, w.scope, { from, to }, SHEET_UNITS_MAX),
          lang,
        ),
      );
      return sendXlsx(reply, `recycling-${from}-${to}.xlsx`, sheets);
    },
  });
}
