import type { IssueTask } from '@cc/contracts/issuetracking';
import type { createTaskSchema } from '@cc/contracts/issuetracking-inputs';
import type { z } from 'zod';
import type { IssueWork } from './issue-work';
import { loadIssueSettings } from './settings-queries';
import { issueAttachments, issueTaskAssignees, issueTasks, issueTaskWatchers } from './tables';
import { groupAudience } from './task-audience';
import { recordTaskEvent } from './task-events';
import type { SaveUpload } from './task-files';
import type { TaskUpload } from './task-form';
import type { TaskChange } from './task-live';
import { noticeOf } from './task-notices';
import { nextTaskNo } from './task-number-queries';
import { assertAssignees, endOfColumn, openGroup, placeOf } from './task-rules';
import { seenByCaller } from './task-seen';
import { taskView } from './task-view';
import { dueAfterWorkingDays } from './working-days';

export type CreateTask = z.output<typeof createTaskSchema>;

/** Without a due time given, the SLA of its priority in working days from now, in the office's calendar. */
async function dueOf(w: IssueWork, input: CreateTask): Promise<Date | null> {
  if (input.dueAt !== undefined) return input.dueAt === null ? null : new Date(input.dueAt);
  const settings = await loadIssueSettings(w.tx, w.scope);
  return dueAfterWorkingDays(w.now, settings.slaDays[input.priority], settings, w.timeZone);
}

/**
 * Makes a task at the end of its column with the community's next running number. Every check
 * comes before the number is taken, and all of it is one transaction: a refused task takes no
 * number and saves no file. Its maker and assignees watch it; the assignees are told.
 */
export async function createTask(
  w: IssueWork,
  input: CreateTask,
  uploads: TaskUpload[] = [],
  save?: SaveUpload,
): Promise<TaskChange<IssueTask>> {
  const group = await openGroup(w, input.groupID);
  const assigneeIds = [...new Set(input.assigneeIDs)];
  await assertAssignees(w, assigneeIds);
  const place = await placeOf(w, input.buildingID ?? null, input.unitID ?? null);
  const dueAt = await dueOf(w, input);
  const position = await endOfColumn(w, group.id, input.stage);
  const no = await nextTaskNo(w.tx, w.scope);
  const [row] = await w.tx
    .insert(issueTasks)
    .values({
      communityId: w.scope.communityId,
      groupId: group.id,
      no,
      title: input.title,
      body: input.text,
      stage: input.stage,
      position,
      priority: input.priority,
      dueAt,
      labels: [...new Set(input.labels)],
      ...place,
      createdBy: w.userId,
      createdAt: w.now,
      updatedAt: w.now,
      activityAt: w.now,
    })
    .returning();
  const task = row!;
  const c = { communityId: w.scope.communityId, taskId: task.id };
  if (assigneeIds.length) {
    await w.tx.insert(issueTaskAssignees).values(assigneeIds.map((userId) => ({ ...c, userId })));
  }
  const watchers = [...new Set([w.userId, ...assigneeIds])];
  await w.tx.insert(issueTaskWatchers).values(watchers.map((userId) => ({ ...c, userId })));
  for (const u of uploads) {
    const fileKey = await save!(u);
    await w.tx.insert(issueAttachments).values({
      ...c,
      fileKey,
      fileName: u.fileName,
      contentType: u.contentType,
      size: u.bytes.length,
      uploadedBy: w.userId,
    });
  }
  await recordTaskEvent(w.tx, w.scope, task.id, w.userId, 'CREATED', {
    groupID: group.id,
    groupName: group.name,
    photos: uploads.length,
  });
  await seenByCaller(w, task.id);
  const view = await taskView(w, task);
  return {
    task: view,
    live: { userIds: await groupAudience(w.tx, w.scope, group), ids: [task.id, group.id] },
    notices: noticeOf('assigned', view, assigneeIds, w.userId),
    due: { id: task.id, dueAt },
  };
}
