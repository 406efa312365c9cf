import { repairSettingOps as ops } from '@cc/contracts/repair-setting-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atRepair } from './repair-work';
import { resultsOf } from './results';
import { resultsSheet } from './results-sheet';

const TAGS = ['repair'];

/** The operating results page: per month on the community's calendar, and as a spreadsheet. */
export async function resultsRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.results, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atRepair(request, (w) => resultsOf(w, request.query.from, request.query.to)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.resultsExcel, TAGS),
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const results = await atRepair(request, (w) => resultsOf(w, from, to));
      return sendXlsx(reply, `repair-results-${from}-${to}.xlsx`, resultsSheet(results));
    },
  });
}
