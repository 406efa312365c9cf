import type { ChatMessage } from '@cc/contracts/chat';
import { asc, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { displayNameOf } from '../../platform/auth/user-names';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import type { ChatWork } from './chat-work';
import { chatAttachments, chatMessages } from './tables';

type MessageRow = typeof chatMessages.$inferSelect;
type AttachmentRow = typeof chatAttachments.$inferSelect;

/** Null for the system's own messages (no sender row). */
const senderName = sql<string | null>`${displayNameOf(users)}`;

const selectMessages = (tx: Executor) =>
  tx
    .select({ message: chatMessages, senderName })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId));

/** Messages as the room's members read them, with their attachments' signed links. */
async function withAttachments(
  w: ChatWork,
  rows: { message: MessageRow; senderName: string | null }[],
): Promise<ChatMessage[]> {
  const ids = rows.map((r) => r.message.id);
  const files = ids.length
    ? await w.tx
        .select()
        .from(chatAttachments)
        .where(w.scope.owns(chatAttachments, inArray(chatAttachments.messageId, ids)))
        .orderBy(asc(chatAttachments.createdAt), asc(chatAttachments.id))
    : [];
  const byMessage = new Map<string, AttachmentRow[]>();
  for (const f of files) byMessage.set(f.messageId!, [...(byMessage.get(f.messageId!) ?? []), f]);
  return rows.map(({ message: m, senderName: name }) => ({
    messageID: m.id,
    roomID: m.roomId,
    seq: m.seq,
    side: m.side,
    senderID: m.senderId,
    senderName: name,
    clientMessageID: m.clientMessageId,
    text: m.recalledAt ? '' : m.body,
    attachments: m.recalledAt ? [] : (byMessage.get(m.id) ?? []).map((f) => toAttachment(w, f)),
    recalledAt: m.recalledAt?.toISOString() ?? null,
    createdAt: m.createdAt.toISOString(),
  }));
}

export const toAttachment = (w: ChatWork, f: AttachmentRow) => ({
  attachmentID: f.id,
  name: f.name,
  contentType: f.contentType,
  size: f.size,
  url: w.fileUrl(f.fileKey, f.name),
});

/**
 * A page of a room by seq: the newest `limit`, those just before `beforeSeq` (scrolling up), or
 * those just after `afterSeq` (a reconnect's catch-up, oldest first so nothing is skipped).
 * Answered oldest first either way.
 */
export async function messagePage(
  w: ChatWork,
  roomId: string,
  p: { beforeSeq?: number; afterSeq?: number; limit: number },
) {
  const m = chatMessages;
  const forward = p.afterSeq !== undefined;
  const rows = await selectMessages(w.tx)
    .where(
      w.scope.owns(
        m,
        eq(m.roomId, roomId),
        forward ? gt(m.seq, p.afterSeq!) : p.beforeSeq !== undefined ? lt(m.seq, p.beforeSeq) : undefined,
      ),
    )
    .orderBy(forward ? asc(m.seq) : desc(m.seq))
    .limit(p.limit + 1);
  const hasMore = rows.length > p.limit;
  const page = rows.slice(0, p.limit);
  if (!forward) page.reverse();
  return { items: await withAttachments(w, page), hasMore };
}

export async function messagesByIds(w: ChatWork, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await selectMessages(w.tx)
    .where(w.scope.owns(chatMessages, inArray(chatMessages.id, [...ids])))
    .orderBy(asc(chatMessages.seq));
  return withAttachments(w, rows);
}

export async function messageRow(tx: Executor, scope: CommunityScope, messageId: string) {
  const [row] = await tx
    .select()
    .from(chatMessages)
    .where(scope.owns(chatMessages, eq(chatMessages.id, messageId)))
    .for('update');
  return row ?? null;
}

/** The message this sender already stored under this clientMessageID in the room, if any. */
export async function sentBefore(
  tx: Executor,
  scope: CommunityScope,
  roomId: string,
  senderId: string,
  clientId: string,
) {
  const [row] = await tx
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      scope.owns(
        chatMessages,
        eq(chatMessages.roomId, roomId),
        eq(chatMessages.senderId, senderId),
        eq(chatMessages.clientMessageId, clientId),
      ),
    );
  return row?.id ?? null;
}

/** How many messages the sender stored in the community since `since` (the 429 rule). */
export async function sentSince(tx: Executor, scope: CommunityScope, senderId: string, since: Date) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(scope.owns(chatMessages, eq(chatMessages.senderId, senderId), gte(chatMessages.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertMessage(tx: Executor, row: typeof chatMessages.$inferInsert) {
  const [made] = await tx.insert(chatMessages).values(row).returning({ id: chatMessages.id });
  return made!.id;
}

export async function markRecalled(tx: Executor, scope: CommunityScope, row: MessageRow, at: Date) {
  await tx
    .update(chatMessages)
    .set({ recalledAt: at, recalledBody: row.body, body: '' })
    .where(scope.owns(chatMessages, eq(chatMessages.id, row.id)));
}

/** Uploaded files of the room not yet sent, by the uploader: what a send may attach. */
export async function unsentAttachments(
  tx: Executor,
  scope: CommunityScope,
  roomId: string,
  uploaderId: string,
  ids: readonly string[],
) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: chatAttachments.id, name: chatAttachments.name })
    .from(chatAttachments)
    .where(
      scope.owns(
        chatAttachments,
        inArray(chatAttachments.id, [...ids]),
        eq(chatAttachments.roomId, roomId),
        eq(chatAttachments.uploaderId, uploaderId),
        isNull(chatAttachments.messageId),
      ),
    )
    .for('update');
}

export async function bindAttachments(
  tx: Executor,
  scope: CommunityScope,
  ids: readonly string[],
  messageId: string,
) {
  if (ids.length === 0) return;
  await tx
    .update(chatAttachments)
    .set({ messageId })
    .where(scope.owns(chatAttachments, inArray(chatAttachments.id, [...ids])));
}

export async function insertAttachment(tx: Executor, row: typeof chatAttachments.$inferInsert) {
  const [made] = await tx.insert(chatAttachments).values(row).returning();
  return made!;
}

export async function attachmentRow(tx: Executor, scope: CommunityScope, id: string) {
  const [row] = await tx
    .select()
    .from(chatAttachments)
    .where(scope.owns(chatAttachments, eq(chatAttachments.id, id)));
  return row ?? null;
}

/**
 * Messages holding a text, newest first, through `chat_find_messages` (its migration): it looks
 * the text up in the pg_trgm index, which row-level security keeps this role's own ILIKE from
 * using, answers only the transaction's own community, and only IDs; the rows are then read
 * here through the policy. `roomId` null searches every room (the office).
 */
export async function searchMessages(w: ChatWork, text: string, roomId: string | null, limit: number) {
  const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found = sql`select id from chat_find_messages(${pattern}, ${roomId}::uuid, ${limit}::int)`;
  const rows = await selectMessages(w.tx)
    .where(w.scope.owns(chatMessages, sql`${chatMessages.id} in (${found})`))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id));
  return withAttachments(w, rows);
}

/** The messages a member has written in the community (the profile drawer). */
export async function messageCountOf(tx: Executor, scope: CommunityScope, userId: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(chatMessages)
    .where(scope.owns(chatMessages, eq(chatMessages.senderId, userId), isNull(chatMessages.recalledAt)));
  return row?.n ?? 0;
}
