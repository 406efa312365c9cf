import type { IssueTask } from '@cc/contracts/issuetracking';
import type { closeTaskSchema } from '@cc/contracts/issuetracking-inputs';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { IssueWork } from './issue-work';
import { issueTasks } from './tables';
import { groupAudience } from './task-audience';
import { recordTaskEvent } from './task-events';
import type { SaveUpload } from './task-files';
import type { TaskUpload } from './task-form';
import type { TaskChange } from './task-live';
import { noticeOf } from './task-notices';
import { concernedWith } from './task-people-queries';
import { assertChangeable } from './task-rules';
import { seenByCaller } from './task-seen';
import { taskView } from './task-view';
import { findVisibleGroup, findVisibleTask } from './visibility-queries';

export type CloseTask = z.output<typeof closeTaskSchema>;

/**
 * Closes a current task with a note and, optionally, a photo of the work done: who and when
 * are kept on the task and in its history (the history keeps them after a recall too). Its
 * watchers are told.
 */
export async function closeTask(
  w: IssueWork,
  input: CloseTask,
  photo?: TaskUpload,
  save?: SaveUpload,
): Promise<TaskChange<IssueTask>> {
  const row = await findVisibleTask(w.tx, w.scope, w, input.taskID, { lock: true });
  assertChangeable(row, 'close', input.version);
  const closePhotoKey = photo && save ? await save(photo) : null;
  const [updated] = await w.tx
    .update(issueTasks)
    .set({
      stage: 'CLOSED',
      closedAt: w.now,
      closedBy: w.userId,
      closeNote: input.note || null,
      closePhotoKey,
      version: row.version + 1,
      updatedAt: w.now,
      activityAt: w.now,
    })
    .where(w.scope.owns(issueTasks, eq(issueTasks.id, row.id)))
    .returning();
  await recordTaskEvent(w.tx, w.scope, row.id, w.userId, 'CLOSED', {
    from: row.stage,
    note: input.note,
    photo: closePhotoKey,
  });
  await seenByCaller(w, row.id);
  const view = await taskView(w, updated!);
  const group = await findVisibleGroup(w.tx, w.scope, w, row.groupId);
  const { watchers } = await concernedWith(w, row.id);
  return {
    task: view,
    live: { userIds: await groupAudience(w.tx, w.scope, group), ids: [row.id, row.groupId] },
    notices: noticeOf('closed', view, watchers, w.userId),
  };
}
