import { COMMENT_EDIT_MINUTES } from '@cc/contracts/issuetracking';
import { eq } from 'drizzle-orm';
import type { IssueWork } from './issue-work';
import { notFound } from './refusals';
import { issueComments, issueTasks } from './tables';
import { groupVisibleTo } from './visibility-queries';

type CommentRow = typeof issueComments.$inferSelect;

/**
 * One comment the caller may see (its task's group is visible to them), locked when asked, with
 * its task's group; another community's, or a private group's for a non-member, answers as unknown.
 */
export async function findVisibleComment(w: IssueWork, commentId: string, opts: { lock?: boolean } = {}) {
  const query = w.tx
    .select({ comment: issueComments, groupId: issueTasks.groupId })
    .from(issueComments)
    .innerJoin(issueTasks, eq(issueTasks.id, issueComments.taskId))
    .where(
      w.scope.owns(issueComments, eq(issueComments.id, commentId), groupVisibleTo(w, issueTasks.groupId)),
    );
  const [row] = await (opts.lock ? query.for('update', { of: issueComments }) : query);
  if (!row) throw notFound('ISSUE_COMMENT_NOT_FOUND');
  return { ...row.comment, groupId: row.groupId };
}

/** Still within the minutes its author may edit it in. */
export const editable = (w: IssueWork, c: CommentRow) =>
  w.now.getTime() - c.createdAt.getTime() < COMMENT_EDIT_MINUTES * 60_000;
