import { ISSUE_REACTIONS, type IssueTaskDetail } from '@cc/contracts/issuetracking';
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { IssueWork } from './issue-work';
import { issueAttachments, issueReactions, issueTaskWatchers } from './tables';
import { type TaskRow, taskViews } from './task-view';

/**
 * One task as its drawer shows it: the card's fields, its text and closing, the task's own
 * attachments (not its comments' photos) as signed links, reaction counts with the caller's
 * own marked, and who watches it.
 */
export async function taskDetail(w: IssueWork, row: TaskRow): Promise<IssueTaskDetail> {
  const { tx, scope } = w;
  const files = await tx
    .select()
    .from(issueAttachments)
    .where(
      scope.owns(
        issueAttachments,
        eq(issueAttachments.taskId, row.id),
        isNull(issueAttachments.commentId),
        isNull(issueAttachments.removedAt),
      ),
    )
    .orderBy(asc(issueAttachments.createdAt), asc(issueAttachments.id));
  const reactions = await tx
    .select({
      emoji: issueReactions.emoji,
      n: count(),
      mine: sql<boolean>`bool_or(${issueReactions.userId} = ${w.userId})`,
    })
    .from(issueReactions)
    .where(
      scope.owns(issueReactions, and(eq(issueReactions.taskId, row.id), isNull(issueReactions.commentId))),
    )
    .groupBy(issueReactions.emoji);
  const watchers = await tx
    .select({ userId: issueTaskWatchers.userId })
    .from(issueTaskWatchers)
    .where(scope.owns(issueTaskWatchers, eq(issueTaskWatchers.taskId, row.id)))
    .orderBy(asc(issueTaskWatchers.watchedAt), asc(issueTaskWatchers.userId));
  const watcherIds = watchers.map((r) => r.userId);
  const { tasks, people } = await taskViews(
    w,
    [row],
    [...watcherIds, ...files.map((f) => f.uploadedBy ?? '')],
  );
  const byEmoji = new Map(reactions.map((r) => [r.emoji, r]));
  return {
    ...tasks[0]!,
    text: row.body,
    closeNote: row.closeNote,
    closePhoto: w.fileUrl(row.closePhotoKey),
    attachments: files.map((f) => ({
      attachmentID: f.id,
      fileName: f.fileName,
      contentType: f.contentType,
      size: f.size,
      url: w.fileUrl(f.fileKey) ?? '',
      uploadedBy: people(f.uploadedBy),
      createdAt: f.createdAt.toISOString(),
    })),
    reactions: ISSUE_REACTIONS.flatMap((emoji) => {
      const r = byEmoji.get(emoji);
      return r ? [{ emoji, count: r.n, mine: !!r.mine }] : [];
    }),
    watchers: watcherIds.flatMap((id) => people(id) ?? []),
    watching: watcherIds.includes(w.userId),
  };
}
