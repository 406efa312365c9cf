import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { withStoredPhotos } from '../../platform/files/stored-photos';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { PhotoUpload } from '../../platform/http/photo-form';
import type { AppServices } from '../../platform/services';
import { readDocumentForm } from './agm-form';
import { atAgm } from './agmmeeting-work';
import { checkIn, checkOut, listAttendance, registerProxy } from './attendance';
import { TAGS } from './meeting-routes';
import { castVoteInLine } from './vote-line';
import { itemOfMeeting, listVotes, voidVote, voteAudit } from './votes';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function attendanceRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.attendanceCheckin, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => checkIn(w, request.body))),
  });
  const forms = new WeakMap<FastifyRequest, PhotoUpload>();
  r.route({
    // The form is read only once the caller passed the guard (communityID in the query).
    ...guardedRoute(s, ops.attendanceProxy, TAGS, async (request) => {
      const upload = await readDocumentForm(request, 'form');
      if (upload) forms.set(request, upload);
    }),
    handler: async (request) => {
      const upload = forms.get(request);
      const data = await withStoredPhotos(
        s,
        request.scope,
        'agm',
        request.log,
        upload ? [upload] : [],
        (stored) =>
          atAgm(request, (w) => registerProxy(w, { ...request.body, formKey: stored[0]?.key ?? null })),
      );
      return ok(data);
    },
  });
  r.route({
    ...guardedRoute(s, ops.attendanceCheckout, TAGS),
    handler: async (request) =>
      ok(await atAgm(request, (w) => checkOut(w, request.body.meetingID, request.body.unitID))),
  });
  r.route({
    ...guardedRoute(s, ops.attendanceList, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => listAttendance(w, request.query.meetingID))),
  });
  r.route({
    ...guardedRoute(s, ops.voteRecord, TAGS),
    handler: async (request) => ok(await castVoteInLine(request, request.body, { kind: 'STAFF' }, 'PAPER')),
  });
  r.route({
    ...guardedRoute(s, ops.voteCast, TAGS),
    handler: async (request) =>
      ok(
        await castVoteInLine(
          request,
          request.body,
          { kind: 'OWNER_OR_PROXY', userId: request.user.id },
          'APP',
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.voteVoid, TAGS),
    handler: async (request) =>
      ok(
        await atAgm(request, (w) =>
          voidVote(w, request.body.itemID, request.body.unitID, request.body.reason),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.voteList, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atAgm(request, async (w) => {
        if (request.query.itemID) await itemOfMeeting(w, request.query.meetingID, request.query.itemID);
        return listVotes(w, request.query.meetingID, request.query.itemID);
      }),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.voteAudit, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atAgm(request, async (w) => {
        if (request.query.itemID) await itemOfMeeting(w, request.query.meetingID, request.query.itemID);
        return voteAudit(w, request.query.meetingID, request.query.itemID);
      }),
    }),
  });
}
