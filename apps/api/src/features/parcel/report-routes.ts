import { parcelOps } from '@cc/contracts/parcel-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atDesk } from './desk-work';
import { remainingWorkbook } from './remaining-excel';
import { dailyHistory, remainingByAge } from './report-queries';

const TAGS = ['parcel'];

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** parcelreport: the daily history, what remains by age, and the Excel of what remains. */
export async function reportRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, parcelOps.reportHistory, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atDesk(request, (w) => dailyHistory(w, request.query.from, request.query.to)),
    }),
  });

  r.route({
    ...guardedRoute(s, parcelOps.reportRemaining, TAGS),
    handler: async (request) => ({ isSuccess: true as const, data: await atDesk(request, remainingByAge) }),
  });

  r.route({
    ...guardedRoute(s, parcelOps.remainingExcel, TAGS),
    handler: async (request, reply) => {
      const file = await atDesk(request, remainingWorkbook);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="parcels-waiting-${day}.xlsx"`)
        .send(file);
    },
  });
}
