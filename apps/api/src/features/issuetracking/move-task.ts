import type { IssueTask } from '@cc/contracts/issuetracking';
import { taskNoText } from '@cc/contracts/issuetracking';
import type { moveTaskSchema } from '@cc/contracts/issuetracking-inputs';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { IssueWork } from './issue-work';
import { badRequest } from './refusals';
import { issueTasks } from './tables';
import { groupAudience } from './task-audience';
import { recordTaskEvent } from './task-events';
import type { TaskChange } from './task-live';
import { assertChangeable, endOfColumn, openGroup } from './task-rules';
import { seenByCaller } from './task-seen';
import { taskView } from './task-view';
import { findVisibleGroup, findVisibleTask } from './visibility-queries';

export type MoveTask = z.output<typeof moveTaskSchema>;

/**
 * Moves a current task to another open group the caller sees, into the same column (at the
 * end unless a place is given). The history names both groups, so the move survives renames.
 * Both groups' audiences hear of it: the task leaves one board and joins the other.
 */
export async function moveTask(w: IssueWork, input: MoveTask): Promise<TaskChange<IssueTask>> {
  const row = await findVisibleTask(w.tx, w.scope, w, input.taskID, { lock: true });
  assertChangeable(row, 'move', input.version);
  const from = await findVisibleGroup(w.tx, w.scope, w, row.groupId);
  const to = await openGroup(w, input.groupID);
  if (to.id === from.id) throw badRequest('ISSUE_TASK_SAME_GROUP', { number: taskNoText(row.no) });
  const position = input.position ?? (await endOfColumn(w, to.id, row.stage));
  const [updated] = await w.tx
    .update(issueTasks)
    .set({ groupId: to.id, position, version: row.version + 1, updatedAt: w.now, activityAt: w.now })
    .where(w.scope.owns(issueTasks, eq(issueTasks.id, row.id)))
    .returning();
  await recordTaskEvent(w.tx, w.scope, row.id, w.userId, 'MOVED', {
    fromGroupID: from.id,
    fromGroupName: from.name,
    toGroupID: to.id,
    toGroupName: to.name,
  });
  await seenByCaller(w, row.id);
  const audience = new Set([
    ...(await groupAudience(w.tx, w.scope, from)),
    ...(await groupAudience(w.tx, w.scope, to)),
  ]);
  return {
    task: await taskView(w, updated!),
    live: { userIds: [...audience], ids: [row.id, from.id, to.id] },
    notices: [],
  };
}
