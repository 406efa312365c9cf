import { losservicesOps as ops } from '@cc/contracts/losservices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sendXlsx } from '../../platform/files/spreadsheet';
import { guardedRoute } from '../../platform/http/guarded-route';
import { decodeInstantKey, pageOf } from '../../platform/http/keyset';
import { requestLanguage } from '../../platform/i18n/request-language';
import type { AppServices } from '../../platform/services';
import { findRequestRow, listRequests, openRequestCount, TAGS, toRequest } from './losservices-queries';
import { atLosservices, changeLosservices } from './losservices-work';
import { cancelRequest, createRequest, moveRequest, reviewRequest } from './request-changes';
import { requestSheet } from './request-sheet';

export async function requestRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.requestCreate, TAGS),
    handler: async (q) => ({
      isSuccess: true as const,
      data: await changeLosservices(q, (w) => createRequest(w, q.body)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.requestList, TAGS),
    handler: async (q) => {
      const { status, openOnly, search, lastKey, limit } = q.query;
      const after = decodeInstantKey(lastKey);
      return atLosservices(q, async (w) => {
        const rows = await listRequests(w, { status, openOnly, search, after, limit });
        const page = pageOf(rows, limit, (x) => [x.request.createdAt.toISOString(), x.request.id]);
        return {
          isSuccess: true as const,
          items: page.items.map((x) => toRequest(w, x)),
          lastKey: page.lastKey,
        };
      });
    },
  });
  r.route({
    ...guardedRoute(s, ops.requestExcel, TAGS),
    handler: async (q, reply) => {
      const lang = requestLanguage(q.headers['accept-language']);
      const sheets = await atLosservices(q, (w) => requestSheet(w, q.query, lang));
      return sendXlsx(reply, 'service-requests.xlsx', sheets);
    },
  });
  r.route({
    ...guardedRoute(s, ops.requestCount, TAGS),
    handler: async (q) => ({
      isSuccess: true as const,
      data: { open: await atLosservices(q, openRequestCount) },
    }),
  });
  r.route({
    ...guardedRoute(s, ops.requestDetail, TAGS),
    handler: async (q) => ({
      isSuccess: true as const,
      data: await atLosservices(q, async (w) => toRequest(w, await findRequestRow(w, q.query.requestID))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.requestStatus, TAGS),
    handler: async (q) => ({
      isSuccess: true as const,
      data: await changeLosservices(q, async (w) =>
        toRequest(w, await moveRequest(w, q.body.requestID, q.body.status, q.body)),
      ),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.requestCancel, TAGS),
    handler: async (q) => ({
      isSuccess: true as const,
      data: await changeLosservices(q, (w) => cancelRequest(w, q.body.requestID, q.body.reason)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.requestReview, TAGS),
    handler: async (q) => ({
      isSuccess: true as const,
      data: await changeLosservices(q, (w) =>
        reviewRequest(w, q.body.requestID, q.body.rating, q.body.comment),
      ),
    }),
  });
}
