import { parcelOps } from '@cc/contracts/parcel-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atDesk } from './desk-work';
import { notifyOvertimeAsked } from './notifications';
import { cancelOvertime, listOvertime, overtimeFor, requestOvertime } from './overtime';
import { myParcels } from './resident-parcels';

const TAGS = ['parcel'];

/** The residents' side (the mobile app's calls), and the desk's list of their requests for more time. */
export async function residentRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, parcelOps.mine, TAGS),
    handler: (request) => atDesk(request, (w) => myParcels(w, request.query.status, request.query)),
  });

  r.route({
    ...guardedRoute(s, parcelOps.overtimeGet, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atDesk(request, (w) => overtimeFor(w, request.query.parcelID)),
    }),
  });

  r.route({
    ...guardedRoute(s, parcelOps.overtimeRequest, TAGS),
    handler: async (request) => {
      const data = await atDesk(request, (w) => requestOvertime(w, request.body));
      await notifyOvertimeAsked(s, request.log, request.community.id, data);
      return { isSuccess: true as const, data };
    },
  });

  r.route({
    ...guardedRoute(s, parcelOps.overtimeCancel, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atDesk(request, (w) => cancelOvertime(w, request.body.parcelID)),
    }),
  });

  r.route({
    ...guardedRoute(s, parcelOps.overtimeList, TAGS),
    handler: (request) => atDesk(request, (w) => listOvertime(w, request.query)),
  });
}
