import { COMMENT_EDIT_MINUTES } from '@cc/contracts/issuetracking';
import { eq } from 'drizzle-orm';
import { imageExtension } from '../../platform/files/file-storage';
import { recordActivity } from './activity';
import { toComments } from './comment-queries';
import { editable, findVisibleComment } from './find-comment';
import type { IssueWork } from './issue-work';
import { badRequest, conflict, forbidden } from './refusals';
import { issueAttachments, issueCommentEdits, issueComments, issueGroups } from './tables';
import { groupAudience } from './task-audience';
import type { SaveFile } from './upload-files';
import type { Upload } from './upload-form';
import { findVisibleTask } from './visibility-queries';
import { markRead, startWatching, watchersOf } from './watch-read';

const PHOTO_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

export interface NewComment {
  taskID: string;
  text: string;
  mentionIDs: string[];
}

/**
 * Posts a comment: text or at least one photo, mentions only of people who can see the task.
 * The comment, its photos, an activity row (which moves the task's `activity_at`), the author's
 * watch and read all commit together. Answers the comment and who is to hear of it, told once
 * the transaction has committed (comment-notices.ts).
 */
export async function postComment(w: IssueWork, input: NewComment, photos: Upload[], save: SaveFile) {
  if (input.text === '' && photos.length === 0) throw badRequest('ISSUE_COMMENT_EMPTY');
  const task = await findVisibleTask(w.tx, w.scope, w, input.taskID);
  const [group] = await w.tx
    .select({ id: issueGroups.id, isPrivate: issueGroups.isPrivate })
    .from(issueGroups)
    .where(w.scope.owns(issueGroups, eq(issueGroups.id, task.groupId)));
  const readers = await groupAudience(w.tx, w.scope, group!);
  const mentionIds = [...new Set(input.mentionIDs)];
  if (mentionIds.some((id) => !readers.includes(id))) throw badRequest('ISSUE_MENTION_NOT_READER');
  const typed = photos.map((p) => ({ ...p, ext: imageExtension(p.bytes) }));

  const [comment] = await w.tx
    .insert(issueComments)
    .values({
      communityId: w.scope.communityId,
      taskId: task.id,
      authorId: w.userId,
      body: input.text,
      mentions: mentionIds,
      createdAt: w.now,
    })
    .returning();
  // A millisecond apart, so they list in the order they were sent.
  for (const [i, p] of typed.entries()) {
    await w.tx.insert(issueAttachments).values({
      communityId: w.scope.communityId,
      taskId: task.id,
      commentId: comment!.id,
      fileKey: await save(p.bytes, p.ext),
      fileName: p.name,
      contentType: PHOTO_TYPES[p.ext]!,
      size: p.bytes.length,
      uploadedBy: w.userId,
      createdAt: new Date(w.now.getTime() + i),
    });
  }
  await recordActivity(w, task.id, 'COMMENTED', { commentID: comment!.id, photos: typed.length });
  await startWatching(w, task.id);
  await markRead(w, task.id);
  const watchers = await watchersOf(w, task.id);
  const [shown] = await toComments(w, [comment!]);
  return {
    comment: shown!,
    notice: {
      task,
      readers,
      mentioned: mentionIds.filter((id) => id !== w.userId),
      watchers: watchers.filter((id) => id !== w.userId && readers.includes(id)),
    },
  };
}

/** The author edits their words within the minutes allowed; what it said before is kept. */
export async function editComment(w: IssueWork, commentId: string, text: string) {
  const comment = await findVisibleComment(w, commentId, { lock: true });
  if (comment.authorId !== w.userId) throw forbidden('ISSUE_COMMENT_NOT_YOURS');
  if (comment.deletedAt) throw conflict('ISSUE_COMMENT_DELETED');
  if (!editable(w, comment)) throw conflict('ISSUE_COMMENT_EDIT_EXPIRED', { minutes: COMMENT_EDIT_MINUTES });
  await w.tx.insert(issueCommentEdits).values({
    communityId: w.scope.communityId,
    commentId,
    body: comment.body,
    replacedAt: w.now,
  });
  const [edited] = await w.tx
    .update(issueComments)
    .set({ body: text, editedAt: w.now })
    .where(w.scope.owns(issueComments, eq(issueComments.id, commentId)))
    .returning();
  const [shown] = await toComments(w, [edited!]);
  return { comment: shown!, groupId: comment.groupId };
}

/**
 * The author, or a manager moderating, deletes a comment: it stays as a placeholder with who
 * deleted it and when; its words, photos and reactions leave the list but not the database.
 */
export async function deleteComment(w: IssueWork, commentId: string) {
  const comment = await findVisibleComment(w, commentId, { lock: true });
  if (comment.authorId !== w.userId && !w.isManager) throw forbidden('ISSUE_COMMENT_NOT_YOURS');
  if (comment.deletedAt) throw conflict('ISSUE_COMMENT_DELETED');
  await w.tx
    .update(issueComments)
    .set({ deletedAt: w.now, deletedBy: w.userId })
    .where(w.scope.owns(issueComments, eq(issueComments.id, commentId)));
  return { taskId: comment.taskId, groupId: comment.groupId };
}
