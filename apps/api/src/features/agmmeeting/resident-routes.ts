import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atAgm } from './agmmeeting-work';
import { TAGS } from './meeting-routes';
import { residentBallot, residentCheckin, residentMeetings, residentProxy } from './resident';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** The residents' app: meetings, ballot, online attendance, appointing a proxy (vote/cast is with the votes). */
export async function residentRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.residentMeetingList, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await atAgm(request, residentMeetings) }),
  });
  r.route({
    ...guardedRoute(s, ops.residentBallot, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => residentBallot(w, request.query.meetingID))),
  });
  r.route({
    ...guardedRoute(s, ops.residentCheckin, TAGS),
    handler: async (request) =>
      ok(await atAgm(request, (w) => residentCheckin(w, request.body.meetingID, request.body.unitIDs))),
  });
  r.route({
    ...guardedRoute(s, ops.residentProxy, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => residentProxy(w, request.body))),
  });
}
