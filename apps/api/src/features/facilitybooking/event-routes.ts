import { bookingOps as ops } from '@cc/contracts/facilitybooking-booking-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { eventList } from './booking-reads';
import { toBooking } from './booking-view';
import { atFacilities, changeAtFacilities } from './booking-work';
import { deleteEvent, saveEvent } from './events';

const TAGS = ['facility'];
const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function eventRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.createEvent, TAGS),
    handler: async (request) =>
      ok(
        await changeAtFacilities(request, async (w) => {
          const { event, clashes, facilityName } = await saveEvent(w, request.body);
          return { event, clashes: clashes.map((b) => toBooking(b, facilityName, w.now)) };
        }),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.updateEvent, TAGS),
    handler: async (request) =>
      ok(
        await changeAtFacilities(request, async (w) => {
          const { event, clashes, facilityName } = await saveEvent(w, request.body, request.body.eventID);
          return { event, clashes: clashes.map((b) => toBooking(b, facilityName, w.now)) };
        }),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.deleteEvent, TAGS),
    handler: async (request) =>
      ok(await changeAtFacilities(request, (w) => deleteEvent(w, request.body.eventID, request.body.reason))),
  });
  r.route({
    ...guardedRoute(s, ops.events, TAGS),
    handler: async (request) => {
      const q = request.query;
      return ok(await atFacilities(request, (w) => eventList(w, q.from, q.to, q.facilityID)));
    },
  });
}
