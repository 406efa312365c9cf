import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { IssueWork } from './issue-work';
import { issueAttachments, issueReactions, issueTaskWatchers } from './tables';

/** A task's own attachments (not its comments'), its reaction counts with the caller's marked, its watchers. */
export async function detailParts(w: IssueWork, taskId: string) {
  const { tx, scope } = w;
  const files = await tx
    .select()
    .from(issueAttachments)
    .where(
      scope.owns(
        issueAttachments,
        eq(issueAttachments.taskId, taskId),
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
      scope.owns(issueReactions, and(eq(issueReactions.taskId, taskId), isNull(issueReactions.commentId))),
    )
    .groupBy(issueReactions.emoji);
  const watchers = await tx
    .select({ userId: issueTaskWatchers.userId })
    .from(issueTaskWatchers)
    .where(scope.owns(issueTaskWatchers, eq(issueTaskWatchers.taskId, taskId)))
    .orderBy(asc(issueTaskWatchers.watchedAt), asc(issueTaskWatchers.userId));
  return { files, reactions, watchers };
}
