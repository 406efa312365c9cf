import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../platform/files/content-disposition';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { tellMembers } from './agm-notices';
import { atAgm } from './agmmeeting-work';
import { TAGS } from './meeting-routes';
import { getMinutes, minutesPdf, publishMinutes, saveMinutes } from './minutes';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function minutesRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.minutesGet, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => getMinutes(w, request.query.meetingID))),
  });
  r.route({
    ...guardedRoute(s, ops.minutesDraft, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => saveMinutes(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.minutesPdf, TAGS),
    handler: async (request, reply) => {
      const { meetingID, lang } = request.query;
      const bytes = await atAgm(request, (w) => minutesPdf(w, meetingID, lang));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', `minutes-${lang}.pdf`))
        .send(Buffer.from(bytes));
    },
  });
  r.route({
    ...guardedRoute(s, ops.minutesPublish, TAGS),
    handler: async (request) => {
      const { detail, owners } = await atAgm(request, (w) => publishMinutes(w, request.body.meetingID));
      await tellMembers(
        s,
        request.log,
        request.scope.communityId,
        owners,
        `รายงานการประชุม / Minutes: ${detail.title}`,
        'เผยแพร่รายงานการประชุมแล้ว / The minutes are published.',
      );
      return ok(detail);
    },
  });
}
