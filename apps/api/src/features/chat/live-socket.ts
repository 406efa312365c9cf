import { randomUUID } from 'node:crypto';
import { deviceIdSchema } from '@cc/contracts/chat';
import {
  CHAT_CLOSE,
  CHAT_LIVE_PATH,
  type ChatFrame,
  type ChatLiveEvent,
  chatFrameSchema,
} from '@cc/contracts/chat-live';
import type { Lang } from '@cc/contracts/i18n';
import { communityIdSchema } from '@cc/contracts/session';
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { redeemSocketTicket } from '../../platform/auth/socket-tickets';
import { userNameOf } from '../../platform/auth/user-names';
import { AppError, forbidden } from '../../platform/errors';
import { renderMessage } from '../../platform/i18n/message';
import { refuseForeignOrigin } from '../../platform/realtime/handshake';
import type { LiveSocket } from '../../platform/realtime/local-sockets';
import type { AppServices } from '../../platform/services';
import { changeChat } from './chat-change';
import { CHAT_CHANNEL, publishChat, roomDeliveries } from './chat-events';
import { atChat, type ChatCaller, callerOf } from './chat-work';
import type { ChatPresence } from './presence';
import { unauthorized } from './refusals';
import { audienceOf, markRead, whichRoom } from './room-work';
import { sendMessage } from './send-message';

const querySchema = z.object({
  ticket: z.string().min(1).max(200),
  deviceID: deviceIdSchema,
  takeover: z.stringbool().default(false),
  communityID: communityIdSchema.optional(),
});
type Query = z.infer<typeof querySchema>;

/** Frames beyond this many in the window close the socket (a client gone wrong, or a flood). */
const FRAMES = { max: 120, ms: 10_000 };
/** One typing event per socket this often at most; the consoles show it for a few seconds. */
const TYPING_EVERY_MS = 2_000;

/**
 * The ticket stands in for the access token: spent here, once, it names the user and the
 * community, and the community guard that follows checks membership, the feature and the
 * permission as for any call. A ticket presented from another device, or for another
 * community than the one named, is refused like an unknown one.
 */
function redeemTicket(s: AppServices) {
  return async (request: FastifyRequest) => {
    const q = request.query as Query;
    const owner = await redeemSocketTicket(s.db, q.ticket, q.deviceID, q.communityID);
    if (!owner) throw unauthorized('CHAT_TICKET_INVALID');
    request.user = { id: owner.userId, email: '', sessionId: '' };
    (request.query as Query).communityID = owner.communityId;
  };
}

/**
 * Joins before the upgrade: the presence row is written (and any takeover done) by the time the
 * client sees its socket open, so a duplicate check that follows counts it, on any instance.
 * Should the upgrade then fail, the row ages out like a lost instance's.
 */
function joinPresence(s: AppServices, presence: ChatPresence, connections: WeakMap<FastifyRequest, string>) {
  return async (request: FastifyRequest) => {
    const q = request.query as Query;
    const caller = callerOf(request);
    const connectionId = randomUUID();
    connections.set(request, connectionId);
    await presence.joined(caller, connectionId, q.deviceID);
    if (q.takeover) {
      await s.realtime.closeConnections(caller.scope.communityId, caller.userId, {
        channel: CHAT_CHANNEL,
        except: connectionId,
        code: CHAT_CLOSE.takenOver,
        reason: 'taken over',
      });
    }
  };
}

export function chatLiveRoute(app: FastifyInstance, s: AppServices, presence: ChatPresence) {
  const connections = new WeakMap<FastifyRequest, string>();
  app.get(
    CHAT_LIVE_PATH,
    {
      websocket: true,
      schema: { querystring: querySchema, hide: true },
      preHandler: [
        refuseForeignOrigin(s.config.PUBLIC_URL),
        redeemTicket(s),
        s.requireCommunity({
          feature: 'CHAT_NITI',
          anyOf: ['CHAT_NITI:read', 'CHAT_NITI:write', 'CHAT_NITI:approve'],
        }),
        joinPresence(s, presence, connections),
      ],
    },
    async (socket: LiveSocket, request) => {
      const caller = callerOf(request);
      const connectionId = connections.get(request)!;
      const member = { communityId: caller.scope.communityId, userId: caller.userId };
      // A ticket's socket lives as long as an access token would: then 4401, and a new ticket.
      s.realtime.hold(socket, member, Date.now() + s.jwt.accessTtlSeconds * 1000, {
        channel: CHAT_CHANNEL,
        connectionId,
      });
      const frames = frameHandler(socket, caller, request.log);
      socket.on('message', (data, isBinary) => void frames(data, isBinary));
      socket.on('close', () => void presence.left(caller, connectionId));
    },
  );
}

function frameHandler(socket: LiveSocket, caller: ChatCaller, log: FastifyBaseLogger) {
  const send = (event: ChatLiveEvent) => socket.send(JSON.stringify(event));
  let window = { start: Date.now(), n: 0 };
  let lastTyping = 0;
  return async (data: Buffer, isBinary: boolean) => {
    const now = Date.now();
    if (now - window.start > FRAMES.ms) window = { start: now, n: 0 };
    if (++window.n > FRAMES.max) return socket.close(CHAT_CLOSE.tooMany, 'too many frames');
    const frame = parseFrame(data, isBinary);
    if (!frame.ok)
      return send({
        type: 'error',
        error: { code: 'VALIDATION_FAILED', message: frame.message, status: 400 },
      });
    try {
      await handleFrame(frame.value);
    } catch (err) {
      const error = describe(err, caller.lang, log);
      if (frame.value.type === 'send')
        send({ type: 'ack', clientMessageID: frame.value.clientMessageID, error });
      else send({ type: 'error', error });
    }
  };

  async function handleFrame(frame: ChatFrame) {
    switch (frame.type) {
      case 'ping':
        return send({ type: 'pong' });
      case 'send': {
        // The socket opens for readers too; sending asks what the REST call asks.
        if (!caller.canWrite) throw forbidden('PERMISSION_DENIED');
        const { type: _, ...input } = frame;
        const message = await changeChat(caller, log, (w) => sendMessage(w, input));
        return send({ type: 'ack', clientMessageID: frame.clientMessageID, message });
      }
      case 'read':
        await changeChat(caller, log, (w) => markRead(w, frame.roomID, frame.seq));
        return;
      case 'typing': {
        if (!caller.canWrite) return;
        if (Date.now() - lastTyping < TYPING_EVERY_MS) return;
        lastTyping = Date.now();
        const deliveries = await atChat(caller, async (w) => {
          const ref = await whichRoom(w, frame.roomID);
          const name = await userNameOf(w.tx, w.userId);
          const side = ref.asOffice ? ('OFFICE' as const) : ('RESIDENT' as const);
          const audience = await audienceOf(w, ref.residentId);
          return roomDeliveries(audience, () => ({
            type: 'typing',
            roomID: ref.roomId,
            side,
            userID: w.userId,
            name,
          })).map((d) => ({ ...d, userIds: d.userIds.filter((id) => id !== w.userId) }));
        });
        return publishChat(
          caller.s,
          log,
          caller.scope.communityId,
          deliveries.filter((d) => d.userIds.length),
        );
      }
    }
  }
}

function parseFrame(
  data: Buffer,
  isBinary: boolean,
): { ok: true; value: ChatFrame } | { ok: false; message: string } {
  if (isBinary || data.length > 16_384) return { ok: false, message: 'Frames are JSON text up to 16 KB' };
  let json: unknown;
  try {
    json = JSON.parse(data.toString('utf8'));
  } catch {
    return { ok: false, message: 'A frame must be JSON' };
  }
  const parsed = chatFrameSchema.safeParse(json);
  if (parsed.success) return { ok: true, value: parsed.data };
  return { ok: false, message: [...new Set(parsed.error.issues.map((i) => i.message))].join('; ') };
}

/** A refusal as the REST call would word it, in the socket's language; anything else a 500 kept quiet. */
function describe(err: unknown, lang: Lang, log: FastifyBaseLogger) {
  if (err instanceof AppError) {
    const english = renderMessage('en', err.messageCode, err.params, err.message);
    return {
      code: err.code,
      status: err.statusCode,
      message: renderMessage(lang, err.messageCode, err.params, english),
    };
  }
  log.error({ err }, 'chat frame failed');
  return {
    code: 'TRY_AGAIN',
    status: 503,
    message: renderMessage(lang, 'TRY_AGAIN', {}, 'Please try again'),
  };
}
