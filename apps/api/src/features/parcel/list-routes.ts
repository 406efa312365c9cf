import { parcelOps } from '@cc/contracts/parcel-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { cardCounts, deskSummary, readOverdueCount, tabCounts } from './count-queries';
import { atDesk, deskRead } from './desk-work';
import { findParcels, listParcels } from './list-parcels';
import { overdueParcels } from './overdue-queries';
import { toParcel } from './parcel-row-queries';

const TAGS = ['parcel'];

/** The desk's views: the tabbed list and its counts, the overdue list, the summaries, one parcel. */
export async function listRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, parcelOps.list, TAGS),
    handler: (request) => atDesk(request, (w) => listParcels(w, request.query, request.query)),
  });

  r.route({
    ...guardedRoute(s, parcelOps.tabCounts, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atDesk(request, (w) => tabCounts(w, request.query)),
    }),
  });

  r.route({
    ...guardedRoute(s, parcelOps.deskSummary, TAGS),
    handler: async (request) => ({ isSuccess: true as const, data: await atDesk(request, deskSummary) }),
  });

  r.route({
    ...guardedRoute(s, parcelOps.summary, TAGS),
    handler: async (request) => ({ isSuccess: true as const, data: await cardCounts(deskRead(request)) }),
  });

  r.route({
    ...guardedRoute(s, parcelOps.info, TAGS),
    handler: async (request) => {
      const data = await atDesk(request, async (w) => {
        const [row] = await findParcels(w, [request.query.parcelID]);
        return toParcel(row!, w);
      });
      return { isSuccess: true as const, data };
    },
  });

  r.route({
    ...guardedRoute(s, parcelOps.overdue, TAGS),
    handler: (request) => atDesk(request, (w) => overdueParcels(w, request.query, request.query)),
  });

  r.route({
    ...guardedRoute(s, parcelOps.overdueCount, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: { count: await readOverdueCount(deskRead(request)) },
    }),
  });
}
