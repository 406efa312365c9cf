import { CHAT_RECALL_MINUTES, type ChatMessage } from '@cc/contracts/chat';
import type { ChatOutcome } from './chat-change';
import { roomDeliveries } from './chat-events';
import type { ChatWork } from './chat-work';
import {
  attachmentRow,
  insertAttachment,
  markRecalled,
  messagePage,
  messageRow,
  messagesByIds,
  searchMessages,
  toAttachment,
} from './message-queries';
import { forbidden, notFound } from './refusals';
import { lockRoom, updateRoom } from './room-queries';
import { audienceOf, requireChatAdmin, roomViews, whichRoom } from './room-work';

export async function listMessages(
  w: ChatWork,
  q: { roomID?: string; beforeSeq?: number; afterSeq?: number; limit: number },
) {
  const ref = await whichRoom(w, q.roomID);
  return messagePage(w, ref.roomId, q);
}

/** An admin searches every room unless they name one; a resident their own room only. */
export async function findMessages(w: ChatWork, q: { q: string; roomID?: string; limit: number }) {
  if (q.roomID || !w.isManager) {
    const ref = await whichRoom(w, q.roomID);
    return searchMessages(w, q.q, ref.roomId, q.limit);
  }
  await requireChatAdmin(w);
  return searchMessages(w, q.q, null, q.limit);
}

/**
 * Recalls one's own message within the window: its text and files leave the conversation, a
 * trace ("recalled") stays in its place, and the text is kept on the row for the audit trail.
 */
export async function recallMessage(w: ChatWork, messageId: string): Promise<ChatOutcome<ChatMessage>> {
  const row = await messageRow(w.tx, w.scope, messageId);
  if (!row) throw notFound('CHAT_MESSAGE_NOT_FOUND');
  const ref = await whichRoom(w, row.roomId).catch(() => {
    throw notFound('CHAT_MESSAGE_NOT_FOUND');
  });
  if (row.senderId !== w.userId) throw forbidden('CHAT_RECALL_NOT_OWN');
  if (row.recalledAt) throw forbidden('CHAT_RECALL_DONE');
  if (w.now.getTime() - row.createdAt.getTime() > CHAT_RECALL_MINUTES * 60_000)
    throw forbidden('CHAT_RECALL_TOO_LATE', { minutes: CHAT_RECALL_MINUTES });
  const room = await lockRoom(w.tx, w.scope, ref.roomId);
  await markRecalled(w.tx, w.scope, row, w.now);
  if (room.lastSeq === row.seq) await updateRoom(w.tx, w.scope, room.id, { lastPreview: '' });
  const [message] = await messagesByIds(w, [row.id]);
  const views = await roomViews(w, room.id);
  return {
    value: message!,
    deliveries: roomDeliveries(await audienceOf(w, ref.residentId), (asOffice) => ({
      type: 'message',
      message: message!,
      room: asOffice ? views.office : views.resident,
    })),
  };
}

/** Stores an uploaded file for the room (type and size already read from its bytes). */
export async function attachFile(
  w: ChatWork,
  roomId: string | undefined,
  file: { bytes: Buffer; ext: string; contentType: string; name: string },
) {
  const ref = await whichRoom(w, roomId, true);
  const fileKey = await w.s.files.savePrivate(w.scope, 'chat', file.bytes, file.ext);
  const row = await insertAttachment(w.tx, {
    communityId: w.scope.communityId,
    roomId: ref.roomId,
    uploaderId: w.userId,
    fileKey,
    name: file.name,
    contentType: file.contentType,
    size: file.bytes.length,
  });
  return toAttachment(w, row);
}

/** An attachment for the room's members only; anyone else is told it does not exist. */
export async function attachmentFile(w: ChatWork, attachmentId: string) {
  const row = await attachmentRow(w.tx, w.scope, attachmentId);
  if (!row) throw notFound('CHAT_ATTACHMENT_NOT_FOUND');
  await whichRoom(w, row.roomId).catch(() => {
    throw notFound('CHAT_ATTACHMENT_NOT_FOUND');
  });
  const bytes = await w.s.files.read(w.scope, row.fileKey);
  if (!bytes) throw notFound('CHAT_ATTACHMENT_NOT_FOUND');
  return { bytes, contentType: row.contentType, name: row.name };
}
