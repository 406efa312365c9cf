import type { ChatRoomStatus } from '@cc/contracts/chat';
import { chatAdminIds, isChatAdmin, staffRoleOf } from './admin-queries';
import type { ChatOutcome } from './chat-change';
import { type RoomAudience, type RoomViews, roomDeliveries } from './chat-events';
import { auditChat, type ChatWork } from './chat-work';
import { insertMessage } from './message-queries';
import { readPreference } from './preference-queries';
import { badRequest, conflict, forbidden, notFound, phrase } from './refusals';
import {
  ensureRoom,
  lockRoom,
  readRoom,
  roomOfResident,
  roomOwner,
  toRoom,
  unreadAfter,
  updateRoom,
} from './room-queries';

/** The room a call is about, and the caller's side of it. */
export interface RoomRef {
  roomId: string;
  residentId: string;
  asOffice: boolean;
}

/**
 * Which room a call reaches. A chat admin names any room of the community; anyone else reaches
 * their own room only, so a resident naming another room is told it does not exist, exactly as
 * for another community's. `create` opens the resident's room on their first message.
 */
export async function whichRoom(w: ChatWork, roomId: string | undefined, create = false): Promise<RoomRef> {
  if (w.isManager && (await isChatAdmin(w.tx, w.scope, w.userId))) {
    if (!roomId) throw badRequest('CHAT_ROOM_REQUIRED');
    const room = await roomOwner(w.tx, w.scope, roomId);
    return { roomId: room.id, residentId: room.residentId, asOffice: room.residentId !== w.userId };
  }
  let own = await roomOfResident(w.tx, w.scope, w.userId);
  if (!own && create) own = await openOwnRoom(w);
  if (own && (!roomId || roomId === own)) return { roomId: own, residentId: w.userId, asOffice: false };
  if (roomId && w.isManager) throw forbidden('CHAT_NOT_ADMIN');
  throw notFound('CHAT_ROOM_NOT_FOUND');
}

/** The calls only chat admins make (status, assignment, the office's lists). */
export async function requireChatAdmin(w: ChatWork) {
  if (!(await isChatAdmin(w.tx, w.scope, w.userId))) throw forbidden('CHAT_NOT_ADMIN');
}

export async function audienceOf(w: ChatWork, residentId: string): Promise<RoomAudience> {
  return { residentId, adminIds: await chatAdminIds(w.tx, w.scope) };
}

export async function roomViews(w: ChatWork, roomId: string): Promise<RoomViews> {
  const r = await readRoom(w.tx, w.scope, roomId);
  return { office: toRoom(r, true), resident: toRoom(r, false) };
}

/** The resident's room, made now if new; a new room starts with the office's greeting. */
async function openOwnRoom(w: ChatWork) {
  const { id, created } = await ensureRoom(w.tx, w.scope, w.userId);
  if (!created) return id;
  const { greeting } = await readPreference(w.tx, w.scope);
  if (greeting) {
    await insertMessage(w.tx, {
      communityId: w.scope.communityId,
      roomId: id,
      seq: 1,
      side: 'SYSTEM',
      body: greeting,
      createdAt: w.now,
    });
    await updateRoom(w.tx, w.scope, id, {
      lastSeq: 1,
      lastMessageAt: w.now,
      lastPreview: greeting.slice(0, 120),
      lastSide: 'SYSTEM',
      residentUnread: 1,
    });
  }
  return id;
}

/** `room`: a resident opens their own; an admin opens a resident's (a repeat is harmless). */
export async function openRoom(w: ChatWork, userId: string | undefined): Promise<ChatOutcome<RoomViews>> {
  if (userId === undefined || userId === w.userId) {
    if (!userId && w.isManager && (await isChatAdmin(w.tx, w.scope, w.userId)))
      throw badRequest('CHAT_USER_REQUIRED');
    const ref = await whichRoom(w, undefined, true);
    return { value: await roomViews(w, ref.roomId), deliveries: [] };
  }
  await requireChatAdmin(w);
  if (!(await staffRoleOf(w.tx, w.scope, userId))) throw notFound('CHAT_MEMBER_NOT_FOUND');
  const { id, created } = await ensureRoom(w.tx, w.scope, userId);
  const views = await roomViews(w, id);
  const deliveries = created
    ? roomDeliveries(await audienceOf(w, userId), (asOffice) => ({
        type: 'room',
        room: asOffice ? views.office : views.resident,
      }))
    : [];
  return { value: views, deliveries };
}

export async function roomInfo(w: ChatWork, roomId: string | undefined) {
  const ref = await whichRoom(w, roomId);
  const views = await roomViews(w, ref.roomId);
  return ref.asOffice ? views.office : views.resident;
}

const roomChanged = async (w: ChatWork, roomId: string, residentId: string) => {
  const views = await roomViews(w, roomId);
  return {
    value: views.office,
    deliveries: roomDeliveries(await audienceOf(w, residentId), (asOffice) => ({
      type: 'room',
      room: asOffice ? views.office : views.resident,
    })),
  };
};

/** Only chat admins set a status; setting the one it has is refused, naming it. */
export async function setRoomStatus(w: ChatWork, roomId: string, status: ChatRoomStatus) {
  await requireChatAdmin(w);
  const room = await lockRoom(w.tx, w.scope, roomId);
  if (room.status === status) throw conflict('CHAT_STATUS_SAME', { status: phrase(`CHAT_STATUS_${status}`) });
  await updateRoom(w.tx, w.scope, roomId, {
    status,
    ...(status === 'CLOSED' ? { waitingSince: null, autoReplied: false } : {}),
  });
  await auditChat(w, 'room.status', roomId, { before: room.status, after: status });
  return roomChanged(w, roomId, room.residentId);
}

/** Gives the room to a chat admin (or to nobody). */
export async function assignRoom(w: ChatWork, roomId: string, assigneeId: string | null) {
  await requireChatAdmin(w);
  const room = await lockRoom(w.tx, w.scope, roomId);
  if (assigneeId && !(await isChatAdmin(w.tx, w.scope, assigneeId)))
    throw badRequest('CHAT_ASSIGNEE_NOT_ADMIN');
  await updateRoom(w.tx, w.scope, roomId, { assigneeId });
  await auditChat(w, 'room.assign', roomId, { before: room.assigneeId, after: assigneeId });
  return roomChanged(w, roomId, room.residentId);
}

/**
 * The caller's side has read the room up to `seq` (never backwards, never past the last
 * message). Unread counts what the other sides wrote after it.
 */
export async function markRead(w: ChatWork, roomId: string | undefined, seq: number) {
  const ref = await whichRoom(w, roomId);
  const room = await lockRoom(w.tx, w.scope, ref.roomId);
  const current = ref.asOffice ? room.officeReadSeq : room.residentReadSeq;
  const upTo = Math.max(current, Math.min(seq, room.lastSeq));
  if (upTo !== current) {
    const unread = await unreadAfter(w.tx, w.scope, ref.roomId, upTo, ref.asOffice);
    await updateRoom(
      w.tx,
      w.scope,
      ref.roomId,
      ref.asOffice
        ? { officeReadSeq: upTo, officeUnread: unread }
        : { residentReadSeq: upTo, residentUnread: unread },
    );
  }
  const views = await roomViews(w, ref.roomId);
  const side = ref.asOffice ? ('OFFICE' as const) : ('RESIDENT' as const);
  return {
    value: ref.asOffice ? views.office : views.resident,
    deliveries:
      upTo === current
        ? []
        : roomDeliveries(await audienceOf(w, ref.residentId), (asOffice) =>
            asOffice === ref.asOffice
              ? { type: 'room', room: asOffice ? views.office : views.resident }
              : { type: 'read', roomID: ref.roomId, side, seq: upTo },
          ),
  };
}
