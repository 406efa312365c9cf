import { CHAT_RATE, type ChatMessage } from '@cc/contracts/chat';
import type { MessageSend } from '@cc/contracts/chat-ops';
import { LANGS, type Lang } from '@cc/contracts/i18n';
import type { ChatOutcome } from './chat-change';
import { roomDeliveries } from './chat-events';
import type { ChatWork } from './chat-work';
import { storedLanguage } from './member-queries';
import {
  bindAttachments,
  insertMessage,
  messagesByIds,
  sentBefore,
  sentSince,
  unsentAttachments,
} from './message-queries';
import { autoReplyText, officeOpenAt } from './office-hours';
import { readPreference } from './preference-queries';
import { anyOnline } from './presence-queries';
import { badRequest, tooManyRequests } from './refusals';
import { lockRoom, type RoomRow, updateRoom } from './room-queries';
import { audienceOf, roomViews, whichRoom } from './room-work';

const isLang = (v: string | null): v is Lang => !!v && (LANGS as readonly string[]).includes(v);

export type SendInput = Omit<MessageSend, 'communityID'>;

const PREVIEW = 120;
const preview = (text: string, attachments: number) =>
  text.trim().slice(0, PREVIEW) || (attachments ? `📎 ${attachments}` : '');

/**
 * Stores one message. The room row is taken FOR UPDATE first, so concurrent sends into a room
 * are numbered one after another (seq without gaps, one order for everyone), a repeated
 * clientMessageID finds the message its first send stored (and answers it, changing nothing),
 * and the 429 count sees every earlier send. Everything the message moves (unread, status,
 * waiting since, the after-hours auto-reply) is written in the same transaction.
 */
export async function sendMessage(w: ChatWork, input: SendInput): Promise<ChatOutcome<ChatMessage>> {
  const ref = await whichRoom(w, input.roomID, true);
  const room = await lockRoom(w.tx, w.scope, ref.roomId);
  const repeated = await sentBefore(w.tx, w.scope, room.id, w.userId, input.clientMessageID);
  if (repeated) {
    const [message] = await messagesByIds(w, [repeated]);
    return { value: message!, deliveries: [] };
  }
  const recent = await sentSince(
    w.tx,
    w.scope,
    w.userId,
    new Date(w.now.getTime() - CHAT_RATE.seconds * 1000),
  );
  if (recent >= CHAT_RATE.messages) throw tooManyRequests('CHAT_TOO_FAST', CHAT_RATE);
  const text = input.text.trim();
  const ids = [...new Set(input.attachmentIDs)];
  if (!text && ids.length === 0) throw badRequest('CHAT_MESSAGE_EMPTY');
  const files = await unsentAttachments(w.tx, w.scope, room.id, w.userId, ids);
  if (files.length !== ids.length) throw badRequest('CHAT_ATTACHMENT_UNKNOWN');

  const side = ref.asOffice ? ('OFFICE' as const) : ('RESIDENT' as const);
  const seq = room.lastSeq + 1;
  const messageId = await insertMessage(w.tx, {
    communityId: w.scope.communityId,
    roomId: room.id,
    seq,
    side,
    senderId: w.userId,
    clientMessageId: input.clientMessageID,
    body: text,
    createdAt: w.now,
  });
  await bindAttachments(w.tx, w.scope, ids, messageId);
  const stored = [messageId];
  const last = { lastSeq: seq, lastMessageAt: w.now, lastPreview: preview(text, ids.length), lastSide: side };
  if (side === 'OFFICE') {
    await updateRoom(w.tx, w.scope, room.id, {
      ...last,
      residentUnread: room.residentUnread + 1,
      officeReadSeq: seq,
      officeUnread: 0,
      waitingSince: null,
      autoReplied: false,
      status: room.status === 'OPEN' ? 'PENDING' : room.status,
      // The first admin to answer an unassigned room takes it.
      assigneeId: room.assigneeId ?? w.userId,
    });
  } else {
    const autoReply = await afterHoursReply(w, room);
    if (autoReply) stored.push(autoReply.id);
    await updateRoom(w.tx, w.scope, room.id, {
      ...last,
      ...(autoReply
        ? {
            lastSeq: seq + 1,
            lastPreview: autoReply.text.slice(0, PREVIEW),
            lastSide: 'SYSTEM',
            autoReplied: true,
          }
        : {}),
      officeUnread: room.officeUnread + 1,
      residentReadSeq: autoReply ? seq + 1 : seq,
      waitingSince: room.waitingSince ?? w.now,
      // A resident writing again is waiting for the office, whatever the room said before.
      status: 'OPEN',
    });
  }

  const messages = await messagesByIds(w, stored);
  const views = await roomViews(w, room.id);
  const audience = await audienceOf(w, ref.residentId);
  const deliveries = messages.flatMap((message) =>
    roomDeliveries(audience, (asOffice) => ({
      type: 'message',
      message,
      room: asOffice ? views.office : views.resident,
    })),
  );
  const roomTarget = `/dashboard/chat?room=${room.id}`;
  const body = preview(text, ids.length);
  const { s } = w;
  const communityId = w.scope.communityId;
  // Read to unread: the admins hear of the room once, not once per message.
  const tellAdmins = side === 'RESIDENT' && room.officeUnread === 0 && audience.adminIds.length > 0;
  // A reply reaches a resident with no chat socket open as a notification (the app's push).
  const tellResident = side === 'OFFICE' && !(await anyOnline(w.tx, w.scope, [ref.residentId]));
  const who = views.office.unitNos.length
    ? `${views.office.unitNos.join(', ')} ${views.office.residentName}`
    : views.office.residentName;
  return {
    value: messages[0]!,
    deliveries,
    after: async () => {
      if (tellAdmins)
        await s.notify(
          communityId,
          { kind: 'users', userIds: audience.adminIds },
          { title: `ข้อความใหม่จาก ${who}`, body, featureEnum: 'CHAT_NITI', target: roomTarget },
        );
      if (tellResident)
        await s.notify(
          communityId,
          { kind: 'users', userIds: [ref.residentId] },
          { title: 'นิติบุคคลตอบข้อความของคุณ', body, featureEnum: 'CHAT_NITI', target: '/dashboard/chat' },
        );
    },
  };
}

/**
 * After hours, the first message of an unanswered run gets one answer from the system in the
 * resident's language; the run ends when the office answers (or closes the room).
 */
async function afterHoursReply(w: ChatWork, room: RoomRow) {
  if (room.autoReplied) return null;
  const pref = await readPreference(w.tx, w.scope);
  if (!pref.autoReplyEnabled || officeOpenAt(pref, w.now, w.timeZone)) return null;
  // The language the resident chose, else the one their app asked in.
  const chosen = await storedLanguage(w.tx, w.userId);
  const text = autoReplyText(pref, isLang(chosen) ? chosen : w.lang);
  const id = await insertMessage(w.tx, {
    communityId: w.scope.communityId,
    roomId: room.id,
    seq: room.lastSeq + 2,
    side: 'SYSTEM',
    body: text,
    createdAt: w.now,
  });
  return { id, text };
}
