import type { IssueReaction } from '@cc/contracts/issuetracking';
import { and, asc, eq, isNull, type SQL } from 'drizzle-orm';
import { findVisibleComment } from './find-comment';
import type { IssueWork } from './issue-work';
import { peopleOf } from './people';
import { type ReactionCount, reactionCounts } from './reaction-queries';
import { conflict } from './refusals';
import { issueReactions } from './tables';
import { findVisibleTask } from './visibility-queries';

/** What a reaction is on: a task itself, or one comment of it. */
export type ReactionTarget = { taskId: string; commentId: string | null };

export const onTarget = (t: ReactionTarget): SQL =>
  t.commentId
    ? eq(issueReactions.commentId, t.commentId)
    : and(eq(issueReactions.taskId, t.taskId), isNull(issueReactions.commentId))!;

/**
 * Adds the caller's emoji, or takes it away when it was there. The unique indexes decide a race:
 * two toggles at once never make two rows (the second insert does nothing) and never fail, and
 * the counts answered are read after the change, so they are what the table holds.
 */
async function toggle(w: IssueWork, target: ReactionTarget, emoji: IssueReaction) {
  const removed = await w.tx
    .delete(issueReactions)
    .where(
      w.scope.owns(
        issueReactions,
        onTarget(target),
        eq(issueReactions.userId, w.userId),
        eq(issueReactions.emoji, emoji),
      ),
    )
    .returning({ id: issueReactions.id });
  if (removed.length === 0)
    await w.tx
      .insert(issueReactions)
      .values({ communityId: w.scope.communityId, ...target, userId: w.userId, emoji, createdAt: w.now })
      .onConflictDoNothing();
  const counts = await reactionCounts(
    w,
    target.commentId ? { commentIds: [target.commentId] } : { taskId: target.taskId },
  );
  return counts.get(target.commentId ?? target.taskId) ?? [];
}

/** The counts after a toggle, and where it was (for the live event). */
export interface Toggled {
  counts: ReactionCount[];
  taskId: string;
  groupId: string;
}

export async function toggleTaskReaction(
  w: IssueWork,
  taskId: string,
  emoji: IssueReaction,
): Promise<Toggled> {
  const task = await findVisibleTask(w.tx, w.scope, w, taskId);
  return { counts: await toggle(w, { taskId, commentId: null }, emoji), taskId, groupId: task.groupId };
}

export async function toggleCommentReaction(
  w: IssueWork,
  commentId: string,
  emoji: IssueReaction,
): Promise<Toggled> {
  const comment = await findVisibleComment(w, commentId);
  if (comment.deletedAt) throw conflict('ISSUE_COMMENT_DELETED');
  const counts = await toggle(w, { taskId: comment.taskId, commentId }, emoji);
  return { counts, taskId: comment.taskId, groupId: comment.groupId };
}

/** Who reacted (optionally with one emoji), earliest first. */
async function reactedBy(w: IssueWork, target: ReactionTarget, emoji: IssueReaction | undefined) {
  const rows = await w.tx
    .select()
    .from(issueReactions)
    .where(
      w.scope.owns(issueReactions, onTarget(target), emoji ? eq(issueReactions.emoji, emoji) : undefined),
    )
    .orderBy(asc(issueReactions.createdAt), asc(issueReactions.id))
    .limit(1000);
  const people = await peopleOf(
    w.tx,
    rows.map((r) => r.userId),
    w.fileUrl,
  );
  return {
    isSuccess: true as const,
    items: rows.flatMap((r) => {
      const person = people(r.userId);
      return person ? [{ emoji: r.emoji, person, at: r.createdAt.toISOString() }] : [];
    }),
  };
}

export async function taskReactedBy(w: IssueWork, taskId: string, emoji?: IssueReaction) {
  await findVisibleTask(w.tx, w.scope, w, taskId);
  return reactedBy(w, { taskId, commentId: null }, emoji);
}

export async function commentReactedBy(w: IssueWork, commentId: string, emoji?: IssueReaction) {
  const comment = await findVisibleComment(w, commentId);
  return reactedBy(w, { taskId: comment.taskId, commentId }, emoji);
}
