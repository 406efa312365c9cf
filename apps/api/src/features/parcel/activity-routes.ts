import { parcelOps } from '@cc/contracts/parcel-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { activityLog, parcelHistory } from './activity-log-queries';
import { atDesk } from './desk-work';
import { assertRange } from './list-parcels';

const TAGS = ['parcel'];

/** The activity log (activity/pmc) and one parcel's history (activity). */
export async function activityRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, parcelOps.activity, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atDesk(request, (w) => parcelHistory(w, request.query.parcelID)),
    }),
  });

  r.route({
    ...guardedRoute(s, parcelOps.activityLog, TAGS),
    handler: (request) => {
      assertRange(request.query);
      return atDesk(request, (w) => activityLog(w, request.query, request.query));
    },
  });
}
