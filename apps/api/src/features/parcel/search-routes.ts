import { parcelOps } from '@cc/contracts/parcel-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atDesk } from './desk-work';
import { searchForScan, searchParcels } from './search-queries';

const TAGS = ['parcel'];

/** Finding parcels: the search page (parcelsearch) and the guard app's scan. */
export async function searchRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, parcelOps.search, TAGS),
    handler: (request) =>
      atDesk(request, (w) => searchParcels(w, request.query.q, request.query.status, request.query)),
  });

  r.route({
    ...guardedRoute(s, parcelOps.searchMobile, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atDesk(request, (w) => searchForScan(w, request.query.q)),
    }),
  });
}
