import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { tellMembers } from './agm-notices';
import { atAgm } from './agmmeeting-work';
import { listMeetings, meetingDetail, meetingRow, quorumOf } from './meeting-queries';
import {
  cancelMeeting,
  closeMeeting,
  createMeeting,
  openMeeting,
  reconveneMeeting,
  updateMeeting,
} from './meetings';
import { rollOwnerIds } from './notice-queries';
import { meetingTally } from './tally';

export const TAGS = ['agm'];
const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function meetingRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.meetingList, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atAgm(request, (w) => listMeetings(w, request.query.states)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.meetingDetail, TAGS),
    handler: async (request) =>
      ok(await atAgm(request, async (w) => meetingDetail(w, await meetingRow(w, request.query.meetingID)))),
  });
  r.route({
    ...guardedRoute(s, ops.meetingCreate, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => createMeeting(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.meetingUpdate, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => updateMeeting(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.meetingCancel, TAGS),
    handler: async (request) => {
      const { detail, owners } = await atAgm(request, async (w) => {
        const cancelled = await cancelMeeting(w, request.body);
        // Owners hear of a cancellation only if they were given notice.
        const told = cancelled.noticeSentAt ? await rollOwnerIds(w.tx, w.scope, cancelled.meetingID) : [];
        return { detail: cancelled, owners: told };
      });
      await tellMembers(
        s,
        request.log,
        request.scope.communityId,
        owners,
        `ยกเลิกการประชุม / Meeting cancelled: ${detail.title}`,
        detail.cancelledReason ?? '',
      );
      return ok(detail);
    },
  });
  r.route({
    ...guardedRoute(s, ops.meetingOpen, TAGS),
    handler: async (request) => {
      const { detail, owners } = await atAgm(request, async (w) => ({
        detail: await openMeeting(w, request.body.meetingID),
        owners: await rollOwnerIds(w.tx, w.scope, request.body.meetingID),
      }));
      const join = detail.onlineUrl ? ` ${detail.onlineUrl}` : '';
      await tellMembers(
        s,
        request.log,
        request.scope.communityId,
        owners,
        `เปิดประชุมแล้ว / Meeting open: ${detail.title}`,
        `เข้าร่วมและลงคะแนนได้ในแอป / Join and vote in the app.${join}`,
      );
      return ok(detail);
    },
  });
  r.route({
    ...guardedRoute(s, ops.meetingQuorum, TAGS),
    handler: async (request) =>
      ok(await atAgm(request, async (w) => quorumOf(w, await meetingRow(w, request.query.meetingID)))),
  });
  r.route({
    ...guardedRoute(s, ops.meetingClose, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => closeMeeting(w, request.body.meetingID))),
  });
  r.route({
    ...guardedRoute(s, ops.meetingReconvene, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => reconveneMeeting(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.meetingTally, TAGS),
    handler: async (request) =>
      ok(await atAgm(request, async (w) => meetingTally(w, await meetingRow(w, request.query.meetingID)))),
  });
}
