import type { IssueWork } from './issue-work';
import { issueTaskReads } from './tables';

/**
 * The one who changed a task has seen it as it now is: no unread dot lights for their own
 * change (read_at is the change's activity_at, so the next change by anyone lights it again).
 */
export async function seenByCaller(w: IssueWork, taskId: string) {
  await w.tx
    .insert(issueTaskReads)
    .values({ communityId: w.scope.communityId, taskId, userId: w.userId, readAt: w.now })
    .onConflictDoUpdate({
      target: [issueTaskReads.userId, issueTaskReads.taskId],
      set: { readAt: w.now },
    });
}
