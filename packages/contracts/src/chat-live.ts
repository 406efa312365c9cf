import { z } from 'zod';
import { CHAT_SIDES, chatMessageSchema, chatRoomSchema, roomIdSchema, seqSchema } from './chat';
import { messageSendSchema } from './chat-ops';

/**
 * The chat socket: `GET /api/chat/live?ticket=&deviceID=` upgraded to a WebSocket. The ticket
 * comes from `POST /api/chat/token/one-time` (single use, 30 s, bound to the user, community and
 * device), so no access token travels in the URL. The Origin must be the console's own.
 * `&takeover=true` closes the caller's older chat sockets, on any instance, with 4409.
 *
 * After opening, the client asks each open room for what it missed with
 * `message/list?afterSeq=` (events sent while it was away are not replayed).
 */
export const CHAT_LIVE_PATH = '/api/chat/live';

export const CHAT_CLOSE = {
  /** The session behind the ticket ended: fetch a new ticket and reconnect. */
  expired: 4401,
  /** No longer a member, or chat was switched off: do not reconnect. */
  removed: 4403,
  /** Another socket of the same user took over (`takeover=true`): do not reconnect by itself. */
  takenOver: 4409,
  /** More frames than allowed: reconnect later. */
  tooMany: 4429,
} as const;

const ackError = z.object({ code: z.string(), message: z.string(), status: z.number().int() });

/** What the server sends. */
export const chatLiveEventSchema = z.discriminatedUnion('type', [
  /** A new message in a room the socket's user follows (their own, or all for admins). */
  z.object({ type: z.literal('message'), message: chatMessageSchema, room: chatRoomSchema }),
  /** The answer to the socket's own `send`: the stored message, or why not. */
  z.object({
    type: z.literal('ack'),
    clientMessageID: z.string(),
    message: chatMessageSchema.optional(),
    error: ackError.optional(),
  }),
  /** One side read the room up to seq: the read ticks. */
  z.object({
    type: z.literal('read'),
    roomID: z.string(),
    side: z.enum(CHAT_SIDES),
    seq: z.number().int(),
  }),
  /** Someone is typing in a room (shown for a few seconds). */
  z.object({
    type: z.literal('typing'),
    roomID: z.string(),
    side: z.enum(CHAT_SIDES),
    userID: z.string(),
    name: z.string(),
  }),
  /** A room changed: status, assignment, a recalled message, read counts. */
  z.object({ type: z.literal('room'), room: chatRoomSchema }),
  z.object({ type: z.literal('pong') }),
  /** A frame the server could not take (bad JSON, unknown type, invalid fields). */
  z.object({ type: z.literal('error'), error: ackError }),
]);
export type ChatLiveEvent = z.infer<typeof chatLiveEventSchema>;

/** What the client sends: each frame a zod schema, the same rules as the REST calls. */
export const chatFrameSchema = z.discriminatedUnion('type', [
  messageSendSchema.omit({ communityID: true }).extend({ type: z.literal('send') }),
  z.object({ type: z.literal('read'), roomID: roomIdSchema().optional(), seq: seqSchema }),
  z.object({ type: z.literal('typing'), roomID: roomIdSchema().optional() }),
  z.object({ type: z.literal('ping') }),
]);
export type ChatFrame = z.infer<typeof chatFrameSchema>;
