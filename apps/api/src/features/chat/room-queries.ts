import type { ChatRoom } from '@cc/contracts/chat';
import { and, eq, gt, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { users } from '../../platform/auth/tables';
import { displayNameOf } from '../../platform/auth/user-names';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { containsPattern, decodeKey, pageOf } from '../../platform/http/keyset';
import { unitNosOf } from '../../platform/residence/residence-queries';
import { unitMembers, units } from '../../platform/residence/tables';
import type { ChatWork } from './chat-work';
import { notFound } from './refusals';
import { chatMessages, chatRooms } from './tables';

export const TAGS = ['chat'];

const resident = alias(users, 'resident');
const assignee = alias(users, 'assignee');

const roomColumns = {
  room: chatRooms,
  residentName: displayNameOf(resident),
  residentPhone: resident.mobile,
  assigneeName: sql<string | null>`${displayNameOf(assignee)}`,
  // The resident's units in the room's community.
  unitNos: unitNosOf(chatRooms.communityId, chatRooms.residentId),
};
export type RoomRow = typeof chatRooms.$inferSelect;
type RoomRead = {
  room: RoomRow;
  residentName: string;
  residentPhone: string | null;
  assigneeName: string | null;
  unitNos: string[];
};

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A room as the caller sees it: unread counts the caller's own side. */
export function toRoom(r: RoomRead, asOffice: boolean): ChatRoom {
  const { room } = r;
  return {
    roomID: room.id,
    residentID: room.residentId,
    residentName: r.residentName,
    residentPhone: r.residentPhone,
    unitNos: r.unitNos ?? [],
    status: room.status,
    assigneeID: room.assigneeId,
    assigneeName: r.assigneeName,
    lastSeq: room.lastSeq,
    lastMessageAt: iso(room.lastMessageAt),
    lastMessagePreview: room.lastPreview,
    lastMessageSide: room.lastSide,
    unread: asOffice ? room.officeUnread : room.residentUnread,
    residentReadSeq: room.residentReadSeq,
    officeReadSeq: room.officeReadSeq,
    waitingSince: iso(room.waitingSince),
    version: room.version,
    createdAt: room.createdAt.toISOString(),
  };
}

const selectRooms = (tx: Executor) =>
  tx
    .select(roomColumns)
    .from(chatRooms)
    .innerJoin(resident, eq(resident.id, chatRooms.residentId))
    .leftJoin(assignee, eq(assignee.id, chatRooms.assigneeId));

/** One room with its names; another community's ID reads as no such room. */
export async function readRoom(tx: Executor, scope: CommunityScope, roomId: string): Promise<RoomRead> {
  const [row] = await selectRooms(tx).where(scope.owns(chatRooms, eq(chatRooms.id, roomId)));
  if (!row) throw notFound('CHAT_ROOM_NOT_FOUND');
  return row;
}

/** Whose room it is, without the names and units a reader is shown: what deciding access needs. */
export async function roomOwner(tx: Executor, scope: CommunityScope, roomId: string) {
  const [row] = await tx
    .select({ id: chatRooms.id, residentId: chatRooms.residentId })
    .from(chatRooms)
    .where(scope.owns(chatRooms, eq(chatRooms.id, roomId)));
  if (!row) throw notFound('CHAT_ROOM_NOT_FOUND');
  return row;
}

/** The room row, locked for this transaction: what numbers messages and moves the counters. */
export async function lockRoom(tx: Executor, scope: CommunityScope, roomId: string): Promise<RoomRow> {
  const [row] = await tx
    .select()
    .from(chatRooms)
    .where(scope.owns(chatRooms, eq(chatRooms.id, roomId)))
    .for('update');
  if (!row) throw notFound('CHAT_ROOM_NOT_FOUND');
  return row;
}

export async function roomOfResident(tx: Executor, scope: CommunityScope, userId: string) {
  const [row] = await tx
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(scope.owns(chatRooms, eq(chatRooms.residentId, userId)));
  return row?.id ?? null;
}

/** Creates the resident's room unless it exists; two at once make one (the unique index). */
export async function ensureRoom(tx: Executor, scope: CommunityScope, residentId: string) {
  const [made] = await tx
    .insert(chatRooms)
    .values({ communityId: scope.communityId, residentId })
    .onConflictDoNothing({ target: [chatRooms.communityId, chatRooms.residentId] })
    .returning({ id: chatRooms.id });
  return { id: made?.id ?? (await roomOfResident(tx, scope, residentId))!, created: !!made };
}

export async function updateRoom(tx: Executor, scope: CommunityScope, roomId: string, set: Partial<RoomRow>) {
  await tx
    .update(chatRooms)
    .set({ ...set, version: sql`${chatRooms.version} + 1` })
    .where(scope.owns(chatRooms, eq(chatRooms.id, roomId)));
}

export interface RoomFilter {
  status: 'open' | 'pending' | 'closed' | 'all';
  unread: boolean;
  mine: boolean;
  search?: string;
  lastKey?: string;
  limit: number;
}

/** room/list: newest activity first, keyset on (last activity, id); rooms never written to last. */
export async function listRooms(w: ChatWork, f: RoomFilter) {
  const key = decodeKey(f.lastKey, 2);
  const at = chatRooms.lastMessageAt;
  let after: SQL | undefined;
  if (key) {
    const [time, id] = key as [string | null, string];
    after =
      time === null
        ? and(isNull(at), lt(chatRooms.id, id))
        : or(lt(at, new Date(time)), and(eq(at, new Date(time)), lt(chatRooms.id, id)), isNull(at));
  }
  const pattern = f.search ? containsPattern(f.search) : undefined;
  const rows = await selectRooms(w.tx)
    .where(
      w.scope.owns(
        chatRooms,
        f.status === 'all' ? undefined : eq(chatRooms.status, f.status.toUpperCase() as RoomRow['status']),
        f.unread ? gt(chatRooms.officeUnread, 0) : undefined,
        f.mine ? eq(chatRooms.assigneeId, w.userId) : undefined,
        pattern
          ? sql`(${displayNameOf(resident)} ilike ${pattern} or ${resident.mobile} ilike ${pattern} or exists (
              select 1 from ${unitMembers} join ${units} on ${units.id} = ${unitMembers.unitId}
              where ${unitMembers.communityId} = ${chatRooms.communityId}
                and ${unitMembers.userId} = ${chatRooms.residentId} and ${units.unitNo} ilike ${pattern}))`
          : undefined,
        after,
      ),
    )
    .orderBy(sql`${at} desc nulls last`, sql`${chatRooms.id} desc nulls last`)
    .limit(f.limit + 1);
  const page = pageOf(rows, f.limit, (r) => [iso(r.room.lastMessageAt), r.room.id]);
  return { items: page.items.map((r) => toRoom(r, true)), lastKey: page.lastKey };
}

/** The card and the office's unread badge, in one pass over the community's rooms. */
export async function roomCounts(w: ChatWork) {
  const [row] = await w.tx
    .select({
      open: sql<number>`count(*) filter (where ${chatRooms.status} = 'OPEN')::int`,
      pending: sql<number>`count(*) filter (where ${chatRooms.status} = 'PENDING')::int`,
      unreadRooms: sql<number>`count(*) filter (where ${chatRooms.officeUnread} > 0)::int`,
      unreadMessages: sql<number>`coalesce(sum(${chatRooms.officeUnread}), 0)::int`,
      longestWaitSince: sql<Date | null>`min(${chatRooms.waitingSince})`,
    })
    .from(chatRooms)
    .where(w.scope.owns(chatRooms));
  return {
    open: row?.open ?? 0,
    pending: row?.pending ?? 0,
    unreadRooms: row?.unreadRooms ?? 0,
    unreadMessages: row?.unreadMessages ?? 0,
    longestWaitSince: row?.longestWaitSince ? new Date(row.longestWaitSince).toISOString() : null,
  };
}

/** Messages after `seq` written by the other side: the office reads the resident's, and back. */
export async function unreadAfter(
  tx: Executor,
  scope: CommunityScope,
  roomId: string,
  seq: number,
  forOffice: boolean,
) {
  const m = chatMessages;
  return tx.$count(
    m,
    scope.owns(
      m,
      eq(m.roomId, roomId),
      gt(m.seq, seq),
      forOffice ? eq(m.side, 'RESIDENT') : sql`${m.side} <> 'RESIDENT'`,
    ),
  );
}
