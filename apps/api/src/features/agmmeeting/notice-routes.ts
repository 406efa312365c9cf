import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../platform/files/content-disposition';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atAgm } from './agmmeeting-work';
import { TAGS } from './meeting-routes';
import { noticePdf, noticeStatus, sendNotice, sendNoticeMessages } from './notice';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function noticeRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.noticeSend, TAGS),
    handler: async (request) => {
      const { meetingID } = request.body;
      const { sent, pdf, timeZone } = await atAgm(request, async (w) => ({
        sent: await sendNotice(w, meetingID),
        pdf: await noticePdf(w, meetingID, 'th'),
        timeZone: w.timeZone,
      }));
      await sendNoticeMessages(s, request.log, request.scope, sent, pdf, timeZone);
      return ok(await atAgm(request, (w) => noticeStatus(w, meetingID)));
    },
  });
  r.route({
    ...guardedRoute(s, ops.noticePdf, TAGS),
    handler: async (request, reply) => {
      const { meetingID, unitID, lang } = request.query;
      const bytes = await atAgm(request, (w) => noticePdf(w, meetingID, lang, unitID));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', contentDisposition('attachment', `notice-${lang}.pdf`))
        .send(Buffer.from(bytes));
    },
  });
  r.route({
    ...guardedRoute(s, ops.noticeStatus, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => noticeStatus(w, request.query.meetingID))),
  });
}
