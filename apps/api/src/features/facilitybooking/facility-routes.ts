import { facilityOps as ops } from '@cc/contracts/facilitybooking-facility-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { utilisationSheets } from './booking-sheet';
import { atFacilities, changeAtFacilities } from './booking-work';
import { archiveFacility, createFacility, savePreference, updateFacility } from './facility-changes';
import { findFacility } from './facility-queries';
import { toFacility } from './facility-view';
import { photoRoutes } from './photo-routes';
import { facilityCards, summary, utilisation } from './reports';

export const TAGS = ['facility'];
const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function facilityRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atFacilities(request, (w) => facilityCards(w, request.query.archived === 'true')),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.detail, TAGS),
    handler: async (request) =>
      ok(
        await atFacilities(request, async (w) =>
          toFacility(await findFacility(w.tx, w.scope, request.query.facilityID), w.fileUrl),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.create, TAGS),
    handler: async (request) => {
      const { communityID: _, ...fields } = request.body;
      return ok(
        await changeAtFacilities(request, async (w) =>
          toFacility(await createFacility(w, fields), w.fileUrl),
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.update, TAGS),
    handler: async (request) => {
      const { communityID: _, facilityID, ...fields } = request.body;
      return ok(
        await changeAtFacilities(request, async (w) =>
          toFacility(await updateFacility(w, facilityID, fields), w.fileUrl),
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.hours, TAGS),
    handler: async (request) => {
      const { facilityID, hours, closedDates } = request.body;
      return ok(
        await changeAtFacilities(request, async (w) =>
          toFacility(await updateFacility(w, facilityID, { hours, closedDates }), w.fileUrl),
        ),
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.archive, TAGS),
    handler: async (request) => {
      const b = request.body;
      return ok(
        await changeAtFacilities(request, async (w) => {
          const { row, cancelled } = await archiveFacility(w, b.facilityID, b.futureBookings, b.reason);
          return { ...toFacility(row, w.fileUrl), cancelledBookings: cancelled };
        }),
      );
    },
  });
  await photoRoutes(app, s);
  r.route({
    ...guardedRoute(s, ops.preference, TAGS),
    handler: async (request) => ok(await atFacilities(request, async (w) => w.preference)),
  });
  r.route({
    ...guardedRoute(s, ops.preferenceUpdate, TAGS),
    handler: async (request) => {
      const { communityID: _, ...preference } = request.body;
      return ok(await changeAtFacilities(request, (w) => savePreference(w, preference)));
    },
  });
  r.route({
    ...guardedRoute(s, ops.summary, TAGS),
    handler: async (request) => ok(await atFacilities(request, summary)),
  });
  r.route({
    ...guardedRoute(s, ops.utilisation, TAGS),
    handler: async (request) =>
      ok(await atFacilities(request, (w) => utilisation(w, request.query.from, request.query.to))),
  });
  r.route({
    ...guardedRoute(s, ops.utilisationExcel, TAGS),
    handler: async (request, reply) => {
      const { from, to } = request.query;
      const report = await atFacilities(request, (w) => utilisation(w, from, to));
      return sendXlsx(reply, `facility-utilisation-${from}-${to}.xlsx`, utilisationSheets(report));
    },
  });
}
