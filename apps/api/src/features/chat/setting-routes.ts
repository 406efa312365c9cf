import { chatOps as ops } from '@cc/contracts/chat-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atChatRequest } from './chat-work';
import { listMembers } from './member-queries';
import { TAGS } from './room-queries';
import { requireChatAdmin } from './room-work';
import {
  addAdmin,
  adminList,
  chatSummary,
  duplicateCheck,
  memberProfile,
  officeStatus,
  preferenceOf,
  removeAdmin,
  savePreference,
  socketTicket,
  unreadCount,
} from './setting-work';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** The socket's ticket, the preference, the admins, the residents, and the counts. */
export async function settingRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.ticket, TAGS),
    handler: async (request) =>
      ok(await atChatRequest(request, (w) => socketTicket(w, request.body.deviceID))),
  });
  r.route({
    ...guardedRoute(s, ops.duplicate, TAGS),
    handler: async (request) =>
      ok(await atChatRequest(request, (w) => duplicateCheck(w, request.query.deviceID))),
  });
  r.route({
    ...guardedRoute(s, ops.preference, TAGS),
    handler: async (request) => ok(await atChatRequest(request, preferenceOf)),
  });
  r.route({
    ...guardedRoute(s, ops.savePreference, TAGS),
    handler: async (request) => {
      const { communityID: _, ...preference } = request.body;
      return ok(await atChatRequest(request, (w) => savePreference(w, preference)));
    },
  });
  r.route({
    ...guardedRoute(s, ops.officeStatus, TAGS),
    handler: async (request) => ok(await atChatRequest(request, officeStatus)),
  });
  r.route({
    ...guardedRoute(s, ops.members, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atChatRequest(request, async (w) => {
        await requireChatAdmin(w);
        return listMembers(w.tx, w.scope, request.query);
      })),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.profile, TAGS),
    handler: async (request) =>
      ok(await atChatRequest(request, (w) => memberProfile(w, request.query.userID))),
  });
  r.route({
    ...guardedRoute(s, ops.admins, TAGS),
    handler: async (request) => ({ isSuccess: true as const, ...(await atChatRequest(request, adminList)) }),
  });
  r.route({
    ...guardedRoute(s, ops.addAdmin, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atChatRequest(request, (w) => addAdmin(w, request.body.userID)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.removeAdmin, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atChatRequest(request, (w) => removeAdmin(w, request.body.userID)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.unread, TAGS),
    handler: async (request) => ok(await atChatRequest(request, unreadCount)),
  });
  r.route({
    ...guardedRoute(s, ops.summary, TAGS),
    handler: async (request) => ok(await atChatRequest(request, chatSummary)),
  });
}
