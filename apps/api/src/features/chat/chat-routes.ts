import { chatOps as ops } from '@cc/contracts/chat-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contentDisposition } from '../../platform/files/content-disposition';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { attachmentOf, readAttachment } from './attachment-form';
import { changeChat } from './chat-change';
import { atChatRequest, callerOf } from './chat-work';
import { attachFile, attachmentFile, findMessages, listMessages, recallMessage } from './message-work';
import { listRooms, TAGS } from './room-queries';
import { assignRoom, markRead, openRoom, requireChatAdmin, roomInfo, setRoomStatus } from './room-work';
import { sendMessage } from './send-message';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** Rooms and messages: both sides call these, and the work decides by the caller's side. */
export async function chatRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.room, TAGS),
    handler: async (request) => {
      const views = await changeChat(callerOf(request), request.log, (w) => openRoom(w, request.body.userID));
      return ok(
        request.body.userID && request.body.userID !== request.user.id ? views.office : views.resident,
      );
    },
  });
  r.route({
    ...guardedRoute(s, ops.rooms, TAGS),
    handler: async (request) => {
      const { communityID: _, ...filter } = request.query;
      return {
        isSuccess: true as const,
        ...(await atChatRequest(request, async (w) => {
          await requireChatAdmin(w);
          return listRooms(w, filter);
        })),
      };
    },
  });
  r.route({
    ...guardedRoute(s, ops.roomInfo, TAGS),
    handler: async (request) => ok(await atChatRequest(request, (w) => roomInfo(w, request.query.roomID))),
  });
  r.route({
    ...guardedRoute(s, ops.roomStatus, TAGS),
    handler: async (request) =>
      ok(
        await changeChat(callerOf(request), request.log, (w) =>
          setRoomStatus(w, request.body.roomID, request.body.status),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.roomAssign, TAGS),
    handler: async (request) =>
      ok(
        await changeChat(callerOf(request), request.log, (w) =>
          assignRoom(w, request.body.roomID, request.body.userID),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.messages, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atChatRequest(request, (w) => listMessages(w, request.query))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.send, TAGS),
    handler: async (request) =>
      ok(await changeChat(callerOf(request), request.log, (w) => sendMessage(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.attach, TAGS, readAttachment),
    handler: async (request) =>
      ok(await atChatRequest(request, (w) => attachFile(w, request.query.roomID, attachmentOf(request)))),
  });
  r.route({
    ...guardedRoute(s, ops.attachment, TAGS),
    handler: async (request, reply) => {
      const file = await atChatRequest(request, (w) => attachmentFile(w, request.query.attachmentID));
      const inline = file.contentType.startsWith('image/');
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', file.name))
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  });
  r.route({
    ...guardedRoute(s, ops.read, TAGS),
    handler: async (request) =>
      ok(
        await changeChat(callerOf(request), request.log, (w) =>
          markRead(w, request.body.roomID, request.body.seq),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.search, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atChatRequest(request, (w) => findMessages(w, request.query)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.recall, TAGS),
    handler: async (request) =>
      ok(await changeChat(callerOf(request), request.log, (w) => recallMessage(w, request.body.messageID))),
  });
}
