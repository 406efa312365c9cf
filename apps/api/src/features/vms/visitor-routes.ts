import { vmsVisitorOps as ops } from '@cc/contracts/vms-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/app-error';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { checkinWithPhotos } from './checkin-photos';
import { checkout } from './checkout';
import { forceOut, updateInfo } from './corrections';
import { notifyArrival, notifyPassConflict } from './notices';
import { loadGate } from './settings-queries';
import { gatePhotoForms } from './visit-photo-form';
import { findVisit, insideVisits, listVisits, myVisits, searchVisits } from './visit-queries';
import { toDetail, toVisit } from './visit-view';
import { atVms, changeVms } from './vms-work';

export const TAGS = ['vms'];

export async function visitorRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const gatePhotos = gatePhotoForms();
  r.route({
    ...guardedRoute(s, ops.checkin, TAGS, gatePhotos.read),
    handler: async (request) => {
      try {
        const { visit, created } = await checkinWithPhotos(s, request, gatePhotos.of(request));
        if (created) await notifyArrival(s, request.log, request.scope.communityId, visit);
        return { isSuccess: true as const, data: { ...visit, replayed: !created } };
      } catch (err) {
        // A queued pass check-in (it has the app's clientID) refused on arrival: staff hear of it.
        if (err instanceof AppError && request.body.clientID && request.body.passToken)
          await notifyPassConflict(s, request.log, request.scope.communityId, err);
        throw err;
      }
    },
  });
  r.route({
    ...guardedRoute(s, ops.checkout, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeVms(request, (w) => checkout(w, request.body)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.inside, TAGS),
    handler: async (request) =>
      atVms(request, async (w) => {
        const gate = await loadGate(w);
        const rows = await insideVisits(w);
        return {
          isSuccess: true as const,
          items: rows.map((row) => toVisit(row, gate.overstayMinutes, w.now)),
        };
      }),
  });
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) =>
      atVms(request, async (w) => {
        const gate = await loadGate(w);
        const { items, lastKey } = await listVisits(w, request.query);
        return {
          isSuccess: true as const,
          items: items.map((row) => toVisit(row, gate.overstayMinutes, w.now)),
          lastKey,
        };
      }),
  });
  r.route({
    ...guardedRoute(s, ops.search, TAGS),
    handler: async (request) =>
      atVms(request, async (w) => {
        const gate = await loadGate(w);
        const rows = await searchVisits(w, request.query.q);
        return {
          isSuccess: true as const,
          items: rows.map((row) => toVisit(row, gate.overstayMinutes, w.now)),
        };
      }),
  });
  r.route({
    ...guardedRoute(s, ops.info, TAGS),
    handler: async (request) =>
      atVms(request, async (w) => {
        const gate = await loadGate(w);
        return {
          isSuccess: true as const,
          data: await toDetail(w, await findVisit(w, request.query.visitID), gate.overstayMinutes),
        };
      }),
  });
  r.route({
    ...guardedRoute(s, ops.my, TAGS),
    handler: async (request) =>
      atVms(request, async (w) => {
        const gate = await loadGate(w);
        const { items, lastKey } = await myVisits(w, request.query.lastKey, request.query.limit);
        return {
          isSuccess: true as const,
          items: items.map((row) => toVisit(row, gate.overstayMinutes, w.now)),
          lastKey,
        };
      }),
  });
  r.route({
    ...guardedRoute(s, ops.updateInfo, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeVms(request, (w) => updateInfo(w, request.body)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.forceOut, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: { visitIDs: await changeVms(request, (w) => forceOut(w, request.body)) },
    }),
  });
}
