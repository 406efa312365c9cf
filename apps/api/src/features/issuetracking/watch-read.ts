import { and, eq } from 'drizzle-orm';
import type { IssueWork } from './issue-work';
import { markAllRead } from './read-all-queries';
import { issueTaskReads, issueTaskWatchers } from './tables';
import { findVisibleGroup, findVisibleTask } from './visibility-queries';

/** The caller follows the task (again): comments on it will notify them. */
export async function startWatching(w: IssueWork, taskId: string) {
  await w.tx
    .insert(issueTaskWatchers)
    .values({ communityId: w.scope.communityId, taskId, userId: w.userId, watchedAt: w.now })
    .onConflictDoNothing();
}

export async function watchersOf(w: IssueWork, taskId: string): Promise<string[]> {
  const rows = await w.tx
    .select({ userId: issueTaskWatchers.userId })
    .from(issueTaskWatchers)
    .where(w.scope.owns(issueTaskWatchers, eq(issueTaskWatchers.taskId, taskId)));
  return rows.map((r) => r.userId);
}

/** Start or stop watching a task the caller can see; answers where it now stands. */
export async function watchTask(w: IssueWork, taskId: string, watching: boolean) {
  await findVisibleTask(w.tx, w.scope, w, taskId);
  if (watching) await startWatching(w, taskId);
  else
    await w.tx
      .delete(issueTaskWatchers)
      .where(
        w.scope.owns(
          issueTaskWatchers,
          and(eq(issueTaskWatchers.taskId, taskId), eq(issueTaskWatchers.userId, w.userId)),
        ),
      );
  return { watching };
}

/** The caller has seen the task as it is now: its unread dot goes until something new happens. */
export async function markRead(w: IssueWork, taskId: string) {
  await w.tx
    .insert(issueTaskReads)
    .values({ communityId: w.scope.communityId, taskId, userId: w.userId, readAt: w.now })
    .onConflictDoUpdate({
      target: [issueTaskReads.userId, issueTaskReads.taskId],
      set: { readAt: w.now },
    });
}

export async function readTask(w: IssueWork, taskId: string) {
  await findVisibleTask(w.tx, w.scope, w, taskId);
  await markRead(w, taskId);
}

/** Marks read every unread task the caller can see (of one group, when named); answers how many. */
export async function readAll(w: IssueWork, groupId: string | undefined) {
  if (groupId) await findVisibleGroup(w.tx, w.scope, w, groupId);
  return { marked: await markAllRead(w, groupId) };
}
