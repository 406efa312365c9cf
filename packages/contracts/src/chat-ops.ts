import { z } from 'zod';
import { allow, guardedOperation } from './access';
import {
  attachmentIdSchema,
  CHAT_ATTACHMENTS_MAX,
  CHAT_PAGE_MAX,
  CHAT_ROOM_FILTERS,
  CHAT_ROOM_STATUSES,
  chatAdminSchema,
  chatAttachmentSchema,
  chatMemberSchema,
  chatMessageSchema,
  chatOfficeStatusSchema,
  chatPreferenceSchema,
  chatProfileSchema,
  chatRoomSchema,
  chatSummarySchema,
  chatTextSchema,
  chatUnreadSchema,
  chatUserIdSchema,
  clientMessageIdSchema,
  deviceIdSchema,
  messageIdSchema,
  roomIdSchema,
  seqSchema,
} from './chat';
import { dataEnvelope, itemsEnvelope } from './envelope';
import { lastKeySchema, searchSchema } from './paging';
import { communityIdSchema } from './session';

/**
 * Who does what in chat:
 * - CHAT_NITI:read and :write (residents): their own room only.
 * - CHAT_NITI:approve (PMC, ADMIN) opens the office side, and its room and message calls also
 *   need the caller on the community's chat-admin list; the preference and the list itself
 *   need approve alone (someone has to name the first admin).
 * Calls both sides make (`room`, `message/*`) decide by the caller: an admin names the room, a
 * resident's calls reach their own room whatever they name.
 */
const member = allow.anyOf('CHAT_NITI:read', 'CHAT_NITI:write', 'CHAT_NITI:approve');
const writer = allow.anyOf('CHAT_NITI:write', 'CHAT_NITI:approve');
const office = allow.to('CHAT_NITI:approve');

const q = <S extends z.ZodRawShape = Record<never, never>>(shape?: S) =>
  z.object({ communityID: communityIdSchema }).extend((shape ?? {}) as S);
const chatLimit = z.coerce
  .number('limit must be a number')
  .int('limit must be a whole number')
  .min(1, 'limit must be at least 1')
  .max(CHAT_PAGE_MAX, `limit must be at most ${CHAT_PAGE_MAX}`)
  .default(30);
const roomData = dataEnvelope(chatRoomSchema);

export const messageSendSchema = q({
  /** Residents may leave it out: their own room. */
  roomID: roomIdSchema().optional(),
  clientMessageID: clientMessageIdSchema,
  text: chatTextSchema,
  attachmentIDs: z
    .array(attachmentIdSchema())
    .max(CHAT_ATTACHMENTS_MAX, `At most ${CHAT_ATTACHMENTS_MAX} attachments per message`)
    .default([]),
});
export type MessageSend = z.infer<typeof messageSendSchema>;

export const chatOps = {
  ticket: guardedOperation({
    method: 'POST',
    path: '/api/chat/token/one-time',
    summary: 'A single-use ticket (30 s) for opening the chat socket from this device',
    access: member,
    body: q({ deviceID: deviceIdSchema }),
    response: dataEnvelope(z.object({ ticket: z.string(), expiresAt: z.string() })),
  }),
  duplicate: guardedOperation({
    method: 'GET',
    path: '/api/chat/connection/duplicate/check',
    summary: 'Whether the caller holds a chat socket open elsewhere (any instance)',
    access: member,
    query: q({ deviceID: deviceIdSchema }),
    response: dataEnvelope(
      z.object({ duplicate: z.boolean(), sockets: z.number().int(), sameDevice: z.boolean() }),
    ),
  }),
  preference: guardedOperation({
    method: 'GET',
    path: '/api/chat/preference',
    summary: 'Office hours, holidays, auto-reply, greeting and quick replies',
    access: office,
    query: q(),
    response: dataEnvelope(chatPreferenceSchema),
  }),
  savePreference: guardedOperation({
    method: 'PUT',
    path: '/api/chat/preference',
    summary: 'Save the chat preference',
    access: office,
    body: chatPreferenceSchema.extend({ communityID: communityIdSchema }),
    response: dataEnvelope(chatPreferenceSchema),
  }),
  officeStatus: guardedOperation({
    method: 'GET',
    path: '/api/chat/office',
    summary: "For the residents' app: office hours, open now, whether an admin is online, the greeting",
    access: member,
    query: q(),
    response: dataEnvelope(chatOfficeStatusSchema),
  }),
  members: guardedOperation({
    method: 'GET',
    path: '/api/chat/member/list',
    summary: 'Residents to chat with, by unit, name or phone, with their room and unread count',
    access: office,
    query: q({ search: searchSchema, lastKey: lastKeySchema, limit: chatLimit }),
    response: itemsEnvelope(chatMemberSchema).extend({ lastKey: z.string().nullable() }),
  }),
  profile: guardedOperation({
    method: 'GET',
    path: '/api/chat/member/profile',
    summary: "A resident's profile for the drawer beside the conversation",
    access: office,
    query: q({ userID: chatUserIdSchema() }),
    response: dataEnvelope(chatProfileSchema),
  }),
  admins: guardedOperation({
    method: 'GET',
    path: '/api/chat/admin/list',
    summary: "The community's chat admins, and staff who could be added",
    access: office,
    query: q(),
    response: itemsEnvelope(chatAdminSchema).extend({
      candidates: z.array(
        z.object({ userID: z.string(), name: z.string(), email: z.string(), role: z.string() }),
      ),
    }),
  }),
  addAdmin: guardedOperation({
    method: 'POST',
    path: '/api/chat/admin/add',
    summary: 'Make a staff member a chat admin (a repeat is harmless)',
    access: office,
    body: q({ userID: chatUserIdSchema() }),
    response: itemsEnvelope(chatAdminSchema),
  }),
  removeAdmin: guardedOperation({
    method: 'POST',
    path: '/api/chat/admin/remove',
    summary: 'Remove a chat admin; the last one cannot be removed',
    access: office,
    body: q({ userID: chatUserIdSchema() }),
    response: itemsEnvelope(chatAdminSchema),
  }),
  room: guardedOperation({
    method: 'POST',
    path: '/api/chat/room',
    summary: "Open a resident's room: a resident their own (no userID), an admin anyone's",
    access: member,
    body: q({ userID: chatUserIdSchema().optional() }),
    response: roomData,
  }),
  rooms: guardedOperation({
    method: 'GET',
    path: '/api/chat/room/list',
    summary: 'Rooms by last activity, newest first: status, unread only, mine, search',
    access: office,
    query: q({
      status: z.enum(CHAT_ROOM_FILTERS).default('all'),
      unread: z.stringbool().default(false),
      mine: z.stringbool().default(false),
      search: searchSchema,
      lastKey: lastKeySchema,
      limit: chatLimit,
    }),
    response: itemsEnvelope(chatRoomSchema).extend({ lastKey: z.string().nullable() }),
  }),
  roomInfo: guardedOperation({
    method: 'GET',
    path: '/api/chat/room/info',
    summary: 'One room (a resident: their own)',
    access: member,
    query: q({ roomID: roomIdSchema().optional() }),
    response: roomData,
  }),
  roomStatus: guardedOperation({
    method: 'POST',
    path: '/api/chat/room/status',
    summary: "Set a room's status (chat admins)",
    access: office,
    body: q({ roomID: roomIdSchema(), status: z.enum(CHAT_ROOM_STATUSES) }),
    response: roomData,
  }),
  roomAssign: guardedOperation({
    method: 'POST',
    path: '/api/chat/room/assign',
    summary: 'Assign a room to a chat admin, or to nobody (null)',
    access: office,
    body: q({ roomID: roomIdSchema(), userID: chatUserIdSchema().nullable() }),
    response: roomData,
  }),
  messages: guardedOperation({
    method: 'GET',
    path: '/api/chat/message/list',
    summary: 'A page of messages by seq: the newest, those before `beforeSeq`, or those after `afterSeq`',
    access: member,
    query: q({
      roomID: roomIdSchema().optional(),
      beforeSeq: seqSchema.optional(),
      afterSeq: seqSchema.optional(),
      limit: chatLimit,
    }).refine((v) => v.beforeSeq === undefined || v.afterSeq === undefined, {
      message: 'Give beforeSeq or afterSeq, not both',
      path: ['afterSeq'],
    }),
    response: itemsEnvelope(chatMessageSchema).extend({ hasMore: z.boolean() }),
  }),
  send: guardedOperation({
    method: 'POST',
    path: '/api/chat/message/send',
    summary: 'Send a message (text and up to 5 uploaded attachments); a repeated clientMessageID is a no-op',
    access: writer,
    body: messageSendSchema,
    response: dataEnvelope(chatMessageSchema),
  }),
  attach: guardedOperation({
    method: 'POST',
    path: '/api/chat/message/attachment',
    summary:
      'Upload one attachment (multipart `file`: image or PDF, 10 MB); communityID and roomID in the query',
    access: writer,
    query: q({ roomID: roomIdSchema().optional() }),
    response: dataEnvelope(chatAttachmentSchema),
  }),
  attachment: guardedOperation({
    method: 'GET',
    path: '/api/chat/message/attachment',
    summary: "An attachment's bytes, for the room's members only",
    access: member,
    query: q({ attachmentID: attachmentIdSchema() }),
    response: z.unknown().describe('The file, with its stored content type'),
  }),
  read: guardedOperation({
    method: 'POST',
    path: '/api/chat/message/read',
    summary: "Mark the room read up to seq on the caller's side",
    access: member,
    body: q({ roomID: roomIdSchema().optional(), seq: seqSchema }),
    response: roomData,
  }),
  search: guardedOperation({
    method: 'GET',
    path: '/api/chat/message/search',
    summary: 'Messages holding a text (Thai too): an admin in all rooms or one, a resident in their own',
    access: member,
    query: q({
      q: z.string().trim().min(2, 'Search for at least 2 characters').max(100, 'At most 100 characters'),
      roomID: roomIdSchema().optional(),
      limit: chatLimit,
    }),
    response: itemsEnvelope(chatMessageSchema),
  }),
  recall: guardedOperation({
    method: 'POST',
    path: '/api/chat/message/recall',
    summary: 'Recall an own message within 5 minutes (a trace stays)',
    access: writer,
    body: q({ messageID: messageIdSchema() }),
    response: dataEnvelope(chatMessageSchema),
  }),
  unread: guardedOperation({
    method: 'GET',
    path: '/api/chat/unread/count',
    summary: "Unread: the office's rooms and messages, or the resident's own",
    access: member,
    query: q(),
    response: dataEnvelope(chatUnreadSchema),
  }),
  summary: guardedOperation({
    method: 'GET',
    path: '/api/chat/summary',
    summary: 'The dashboard card: open rooms, unread, longest wait',
    access: office,
    query: q(),
    response: dataEnvelope(chatSummarySchema),
  }),
};
