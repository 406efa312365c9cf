import { parcelOps } from '@cc/contracts/parcel-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atDesk } from './desk-work';
import { toParcel } from './parcel-row-queries';
import { flagPrinted, slipsFor } from './print';

const TAGS = ['parcel'];

/** Notice slips (parcelprintout): the console lays them out; printing them is flagged here. */
export async function printRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, parcelOps.print, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atDesk(request, (w) => slipsFor(w, request.body.parcelIDs)),
    }),
  });

  r.route({
    ...guardedRoute(s, parcelOps.printFlag, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atDesk(request, async (w) =>
        (await flagPrinted(w, request.body.parcelIDs)).map((row) => toParcel(row, w)),
      ),
    }),
  });
}
