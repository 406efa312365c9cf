import { CHAT_TICKET_SECONDS, type ChatPreference } from '@cc/contracts/chat';
import { STAFF_ROLES } from '@cc/contracts/roles';
import { issueSocketTicket } from '../../platform/auth/socket-tickets';
import {
  adminCandidates,
  chatAdminIds,
  deleteAdminUnlessLast,
  insertAdmin,
  listAdmins,
  staffRoleOf,
} from './admin-queries';
import { auditChat, type ChatWork } from './chat-work';
import { findMember, toMember } from './member-queries';
import { messageCountOf } from './message-queries';
import { officeOpenAt } from './office-hours';
import { readPreference, writePreference } from './preference-queries';
import { anyOnline, openSockets } from './presence-queries';
import { badRequest, conflict, notFound } from './refusals';
import { roomCounts } from './room-queries';
import { requireChatAdmin, roomInfo, whichRoom } from './room-work';

export const preferenceOf = (w: ChatWork) => readPreference(w.tx, w.scope);
export async function savePreference(w: ChatWork, p: ChatPreference) {
  const before = await readPreference(w.tx, w.scope);
  const after = await writePreference(w.tx, w.scope, p);
  await auditChat(w, 'preference', w.scope.communityId, { before, after });
  return after;
}

export async function adminList(w: ChatWork) {
  return { items: await listAdmins(w.tx, w.scope), candidates: await adminCandidates(w.tx, w.scope) };
}

/** Chat admins are staff of the community (PMC, ADMIN); adding one twice changes nothing. */
export async function addAdmin(w: ChatWork, userId: string) {
  const role = await staffRoleOf(w.tx, w.scope, userId);
  if (!role) throw notFound('CHAT_MEMBER_NOT_FOUND');
  if (!STAFF_ROLES.includes(role)) throw badRequest('CHAT_ADMIN_NOT_STAFF');
  await insertAdmin(w.tx, w.scope, userId, w.userId);
  await auditChat(w, 'admin.add', userId);
  return listAdmins(w.tx, w.scope);
}

/** The last admin stays: a community without one has nobody to answer its residents. */
export async function removeAdmin(w: ChatWork, userId: string) {
  const outcome = await deleteAdminUnlessLast(w.tx, w.scope, userId);
  if (outcome === 'absent') throw notFound('CHAT_ADMIN_NOT_FOUND');
  if (outcome === 'last') throw conflict('CHAT_LAST_ADMIN');
  await auditChat(w, 'admin.remove', userId);
  return listAdmins(w.tx, w.scope);
}

export async function memberProfile(w: ChatWork, userId: string) {
  await requireChatAdmin(w);
  const m = await findMember(w.tx, w.scope, userId);
  if (!m) throw notFound('CHAT_MEMBER_NOT_FOUND');
  return {
    ...toMember(m),
    photoUrl: w.fileUrl(m.imageUrl),
    lang: m.lang,
    joinedAt: m.joinedAt?.toISOString() ?? null,
    messageCount: await messageCountOf(w.tx, w.scope, userId),
  };
}

/** What the residents' app shows above its conversation. */
export async function officeStatus(w: ChatWork) {
  const p = await readPreference(w.tx, w.scope);
  return {
    officeOpenNow: officeOpenAt(p, w.now, w.timeZone),
    officeHours: p.officeHours,
    holidays: p.holidays,
    adminOnline: await anyOnline(w.tx, w.scope, await chatAdminIds(w.tx, w.scope)),
    greeting: p.greeting,
  };
}

/** The office's unread rooms and messages; a resident's own room's. */
export async function unreadCount(w: ChatWork) {
  const admin = w.isManager && (await chatAdminIds(w.tx, w.scope)).includes(w.userId);
  if (admin) {
    const c = await roomCounts(w);
    return { rooms: c.unreadRooms, messages: c.unreadMessages };
  }
  const ref = await whichRoom(w, undefined).catch(() => null);
  if (!ref) return { rooms: 0, messages: 0 };
  const room = await roomInfo(w, ref.roomId);
  return { rooms: room.unread > 0 ? 1 : 0, messages: room.unread };
}

export async function chatSummary(w: ChatWork) {
  const c = await roomCounts(w);
  return {
    open: c.open,
    pending: c.pending,
    unreadRooms: c.unreadRooms,
    longestWaitSince: c.longestWaitSince,
  };
}

export async function socketTicket(w: ChatWork, deviceId: string) {
  const t = await issueSocketTicket(
    w.tx,
    { userId: w.userId, communityId: w.scope.communityId, deviceId },
    CHAT_TICKET_SECONDS,
  );
  return { ticket: t.ticket, expiresAt: t.expiresAt.toISOString() };
}

/** Whether the caller has a chat socket open anywhere (presence rows, any instance). */
export async function duplicateCheck(w: ChatWork, deviceId: string) {
  const open = await openSockets(w.tx, w.scope, w.userId);
  return {
    duplicate: open.length > 0,
    sockets: open.length,
    sameDevice: open.some((o) => o.deviceId === deviceId),
  };
}
