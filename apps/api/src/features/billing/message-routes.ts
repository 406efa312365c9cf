import { billingMessageOps as ops } from '@cc/contracts/billing-message-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atOffice, TAGS } from './billing-work';
import { readMessage, recallMessage } from './message-changes';
import { findMessage, messageDetail } from './message-queries';
import { messagesOfUnitNo, myMessages, searchMessages } from './message-search-queries';
import { sendMessage } from './send-message';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });
const page = <T>(p: T) => ({ isSuccess: true as const, ...p });

/** The office's messages to units (send, search, trace, recall) and the residents' own. */
export async function messageRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.send, TAGS),
    handler: async (request) => ok(await atOffice(request, (w) => sendMessage(w, s, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.byUnitNo, TAGS),
    handler: async (request) => page(await atOffice(request, (w) => messagesOfUnitNo(w, request.query))),
  });
  r.route({
    ...guardedRoute(s, ops.infoForOffice, TAGS),
    handler: async (request) =>
      ok(
        await atOffice(request, async (w) => messageDetail(w, await findMessage(w, request.query.messageID))),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.recall, TAGS),
    handler: async (request) => ok(await atOffice(request, (w) => recallMessage(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.search, TAGS),
    handler: async (request) => page(await atOffice(request, (w) => searchMessages(w, request.query))),
  });
  r.route({
    ...guardedRoute(s, ops.my, TAGS),
    handler: async (request) =>
      page(await atOffice(request, (w) => myMessages(w, request.user.id, request.query))),
  });
  r.route({
    ...guardedRoute(s, ops.read, TAGS),
    handler: async (request) => {
      await atOffice(request, (w) => readMessage(w, request.user.id, request.body.messageID));
      return { isSuccess: true as const };
    },
  });
}
