import { patrolOps as ops } from '@cc/contracts/patrol-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import { requestLanguage } from '../../platform/i18n/request-language';
import type { AppServices } from '../../platform/services';
import { TAGS } from './checkpoint-queries';
import { atPatrol } from './patrol-work';
import { reportByDay } from './report-queries';
import { reportSheets } from './report-sheet';
import { roundsBetween, roundViews } from './round-queries';

/** The most rounds one sheet lists (93 days of a busy site stays far below). */
const SHEET_ROUNDS_MAX = 20_000;

export async function reportRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.reportByDay, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atPatrol(request, (w) => reportByDay(w.tx, w.scope, request.query.from, request.query.to)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.reportGenerate, TAGS),
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const lang = requestLanguage(request.headers['accept-language']);
      const sheets = await atPatrol(request, async (w) => {
        const report = await reportByDay(w.tx, w.scope, from, to);
        const rows = await roundsBetween(w.tx, w.scope, { from, to }, SHEET_ROUNDS_MAX);
        const views = await roundViews(w.tx, w.scope, rows);
        return reportSheets(report, views, new Map(rows.map((x) => [x.id, x.day])), w.timeZone, lang);
      });
      return sendXlsx(reply, `patrol-${from}-${to}.xlsx`, sheets);
    },
  });
}
