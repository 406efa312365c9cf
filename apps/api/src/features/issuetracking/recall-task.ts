import type { IssueTask } from '@cc/contracts/issuetracking';
import type { recallTaskSchema } from '@cc/contracts/issuetracking-inputs';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { IssueWork } from './issue-work';
import { issueTasks } from './tables';
import { groupAudience } from './task-audience';
import { recordTaskEvent } from './task-events';
import type { TaskChange } from './task-live';
import { noticeOf } from './task-notices';
import { concernedWith } from './task-people-queries';
import { assertChangeable, endOfColumn } from './task-rules';
import { seenByCaller } from './task-seen';
import { taskView } from './task-view';
import { findVisibleGroup, findVisibleTask } from './visibility-queries';

export type RecallTask = z.output<typeof recallTaskSchema>;

/**
 * Reopens a closed task (the lamp failed again): back to the end of To do, counted, with the
 * closing cleared from the task but kept in its history, and escalation armed again for its
 * due time. Assignees and watchers are told the reason.
 */
export async function recallTask(w: IssueWork, input: RecallTask): Promise<TaskChange<IssueTask>> {
  const row = await findVisibleTask(w.tx, w.scope, w, input.taskID, { lock: true });
  assertChangeable(row, 'recall', input.version);
  const position = await endOfColumn(w, row.groupId, 'TODO');
  const [updated] = await w.tx
    .update(issueTasks)
    .set({
      stage: 'TODO',
      position,
      closedAt: null,
      closedBy: null,
      closeNote: null,
      closePhotoKey: null,
      escalatedAt: null,
      recallCount: row.recallCount + 1,
      version: row.version + 1,
      updatedAt: w.now,
      activityAt: w.now,
    })
    .where(w.scope.owns(issueTasks, eq(issueTasks.id, row.id)))
    .returning();
  await recordTaskEvent(w.tx, w.scope, row.id, w.userId, 'RECALLED', { reason: input.reason });
  await seenByCaller(w, row.id);
  const view = await taskView(w, updated!);
  const group = await findVisibleGroup(w.tx, w.scope, w, row.groupId);
  const { assignees, watchers } = await concernedWith(w, row.id);
  return {
    task: view,
    live: { userIds: await groupAudience(w.tx, w.scope, group), ids: [row.id, row.groupId] },
    notices: noticeOf('recalled', view, [...assignees, ...watchers], w.userId, input.reason),
    due: { id: row.id, dueAt: updated!.dueAt },
  };
}
