import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import { decodeKey, pageOf } from '../../platform/http/keyset';
import { toAttachment } from './attachment-shape';
import { editable } from './find-comment';
import type { IssueWork } from './issue-work';
import { peopleOf } from './people';
import { reactionCounts } from './reaction-queries';
import { badRequest } from './refusals';
import { issueAttachments, issueComments } from './tables';
import { findVisibleTask } from './visibility-queries';

type CommentRow = typeof issueComments.$inferSelect;

/**
 * Comments as the caller sees them, with their people, photos and reaction counts read once for
 * the whole page. A deleted one keeps its place and time but shows nothing it said.
 */
export async function toComments(w: IssueWork, rows: CommentRow[]) {
  const ids = rows.map((c) => c.id);
  const photos = ids.length
    ? await w.tx
        .select()
        .from(issueAttachments)
        .where(
          w.scope.owns(
            issueAttachments,
            // The task's index finds the rows; the comment ids pick this page's among them.
            inArray(issueAttachments.taskId, [...new Set(rows.map((c) => c.taskId))]),
            inArray(issueAttachments.commentId, ids),
            isNull(issueAttachments.removedAt),
          ),
        )
        .orderBy(asc(issueAttachments.createdAt), asc(issueAttachments.id))
    : [];
  const reactions = await reactionCounts(w, { commentIds: ids });
  const people = await peopleOf(
    w.tx,
    [...rows.flatMap((c) => [c.authorId, ...c.mentions]), ...photos.map((p) => p.uploadedBy)],
    w.fileUrl,
  );
  return rows.map((c) => {
    const deleted = c.deletedAt !== null;
    const mine = c.authorId === w.userId;
    return {
      commentID: c.id,
      taskID: c.taskId,
      author: people(c.authorId),
      text: deleted ? '' : c.body,
      mentions: deleted ? [] : c.mentions.flatMap((id) => people(id) ?? []),
      photos: deleted
        ? []
        : photos.filter((p) => p.commentId === c.id).map((p) => toAttachment(w, people, p)),
      reactions: deleted ? [] : (reactions.get(c.id) ?? []),
      createdAt: c.createdAt.toISOString(),
      editedAt: c.editedAt?.toISOString() ?? null,
      deleted,
      canEdit: !deleted && mine && editable(w, c),
      canDelete: !deleted && (mine || w.isManager),
    };
  });
}

/** A task's comments oldest first; the key is the last one's time and id. */
export async function listComments(w: IssueWork, taskId: string, page: { lastKey?: string; limit: number }) {
  await findVisibleTask(w.tx, w.scope, w, taskId);
  const key = decodeKey(page.lastKey, 2);
  let after: ReturnType<typeof or> | undefined;
  if (key) {
    const [at, id] = key;
    const time = typeof at === 'string' ? new Date(at) : null;
    if (!time || Number.isNaN(time.getTime()) || typeof id !== 'string' || !/^[0-9a-f-]{36}$/i.test(id))
      throw badRequest('BAD_LAST_KEY');
    after = or(
      gt(issueComments.createdAt, time),
      and(eq(issueComments.createdAt, time), sql`${issueComments.id} > ${id}::uuid`),
    );
  }
  const rows = await w.tx
    .select()
    .from(issueComments)
    .where(w.scope.owns(issueComments, eq(issueComments.taskId, taskId), after))
    .orderBy(asc(issueComments.createdAt), asc(issueComments.id))
    .limit(page.limit + 1);
  const { items, lastKey } = pageOf(rows, page.limit, (c) => [c.createdAt.toISOString(), c.id]);
  return { isSuccess: true as const, items: await toComments(w, items), lastKey };
}
