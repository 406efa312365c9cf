import { eq } from 'drizzle-orm';
import type { IssueWork } from './issue-work';
import { issueTaskAssignees, issueTaskWatchers } from './tables';

/** A task's assignees and watchers, the people its closing and recall concern. */
export async function concernedWith(w: IssueWork, taskId: string) {
  const assignees = await w.tx
    .select({ userId: issueTaskAssignees.userId })
    .from(issueTaskAssignees)
    .where(w.scope.owns(issueTaskAssignees, eq(issueTaskAssignees.taskId, taskId)));
  const watchers = await w.tx
    .select({ userId: issueTaskWatchers.userId })
    .from(issueTaskWatchers)
    .where(w.scope.owns(issueTaskWatchers, eq(issueTaskWatchers.taskId, taskId)));
  return { assignees: assignees.map((r) => r.userId), watchers: watchers.map((r) => r.userId) };
}
