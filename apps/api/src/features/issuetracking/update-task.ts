import type { IssueTask } from '@cc/contracts/issuetracking';
import type { updateTaskSchema } from '@cc/contracts/issuetracking-inputs';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { IssueWork } from './issue-work';
import { issueTaskAssignees, issueTasks, issueTaskWatchers } from './tables';
import { groupAudience } from './task-audience';
import { recordTaskEvent } from './task-events';
import type { TaskChange } from './task-live';
import { noticeOf } from './task-notices';
import { assertAssignees, assertChangeable, endOfColumn, placeOf } from './task-rules';
import { seenByCaller } from './task-seen';
import { type TaskRow, taskView } from './task-view';
import { findVisibleGroup, findVisibleTask } from './visibility-queries';

export type UpdateTask = z.output<typeof updateTaskSchema>;
type Fields = Pick<TaskRow, 'title' | 'body' | 'priority' | 'dueAt' | 'labels' | 'buildingId' | 'unitId'>;

/** The contract's names for the fields, as the history records them. */
const NAMES: Record<keyof Fields, string> = {
  title: 'title',
  body: 'text',
  priority: 'priority',
  dueAt: 'dueAt',
  labels: 'labels',
  buildingId: 'buildingID',
  unitId: 'unitID',
};

const comparable = (v: unknown) => JSON.stringify(v instanceof Date ? v.toISOString() : v);

/** The fields the input changes, as they will be; a place names building and unit together. */
async function newFields(w: IssueWork, row: TaskRow, input: UpdateTask): Promise<Partial<Fields>> {
  const next: Partial<Fields> = {
    title: input.title,
    body: input.text,
    priority: input.priority,
    dueAt: input.dueAt === undefined ? undefined : input.dueAt ? new Date(input.dueAt) : null,
    labels: input.labels && [...new Set(input.labels)],
  };
  if (input.buildingID !== undefined || input.unitID !== undefined) {
    Object.assign(next, await placeOf(w, input.buildingID ?? null, input.unitID ?? null));
  }
  return Object.fromEntries(
    Object.entries(next).filter(
      ([k, v]) => v !== undefined && comparable(v) !== comparable(row[k as keyof Fields]),
    ),
  );
}

/** Assignees added and removed by the input's list (none when it names no list). */
async function assigneeChange(w: IssueWork, taskId: string, wanted: string[] | undefined) {
  if (!wanted) return { added: [], removed: [] };
  const rows = await w.tx
    .select({ userId: issueTaskAssignees.userId })
    .from(issueTaskAssignees)
    .where(w.scope.owns(issueTaskAssignees, eq(issueTaskAssignees.taskId, taskId)));
  const had = new Set(rows.map((r) => r.userId));
  const want = new Set(wanted);
  const added = [...want].filter((id) => !had.has(id));
  await assertAssignees(w, added);
  return { added, removed: [...had].filter((id) => !want.has(id)) };
}

/**
 * Changes a current task's fields, assignees, stage or place on the board, from the version the
 * caller read (the row is locked first, so of simultaneous changes from one version one wins).
 * Each kind of change leaves its own line of history; a change that changes nothing answers
 * the task as it is. Added assignees start watching and are told.
 */
export async function updateTask(w: IssueWork, input: UpdateTask): Promise<TaskChange<IssueTask>> {
  const row = await findVisibleTask(w.tx, w.scope, w, input.taskID, { lock: true });
  assertChangeable(row, 'update', input.version);
  const fields = await newFields(w, row, input);
  const team = await assigneeChange(w, row.id, input.assigneeIDs);
  const stage = input.stage ?? row.stage;
  const moved = stage !== row.stage || (input.position !== undefined && input.position !== row.position);
  const position = !moved ? row.position : (input.position ?? (await endOfColumn(w, row.groupId, stage)));
  const changedFields = Object.keys(fields) as (keyof Fields)[];
  if (!changedFields.length && !team.added.length && !team.removed.length && !moved) {
    return { task: await taskView(w, row), live: { userIds: [], ids: [] }, notices: [] };
  }
  const [updated] = await w.tx
    .update(issueTasks)
    .set({
      ...fields,
      // A new due time is a new deadline: escalation may happen once for it.
      ...('dueAt' in fields ? { escalatedAt: null } : {}),
      stage,
      position,
      version: row.version + 1,
      updatedAt: w.now,
      activityAt: w.now,
    })
    .where(w.scope.owns(issueTasks, eq(issueTasks.id, row.id), eq(issueTasks.version, row.version)))
    .returning();
  const c = { communityId: w.scope.communityId, taskId: row.id };
  if (team.added.length) {
    await w.tx.insert(issueTaskAssignees).values(team.added.map((userId) => ({ ...c, userId })));
    await w.tx
      .insert(issueTaskWatchers)
      .values(team.added.map((userId) => ({ ...c, userId })))
      .onConflictDoNothing();
  }
  if (team.removed.length) {
    await w.tx
      .delete(issueTaskAssignees)
      .where(
        w.scope.owns(
          issueTaskAssignees,
          and(eq(issueTaskAssignees.taskId, row.id), inArray(issueTaskAssignees.userId, team.removed)),
        ),
      );
  }
  if (changedFields.length) {
    const changes = Object.fromEntries(
      changedFields.map((k) => [NAMES[k], { before: row[k], after: fields[k] }]),
    );
    await recordTaskEvent(w.tx, w.scope, row.id, w.userId, 'UPDATED', { changes });
  }
  if (team.added.length || team.removed.length) {
    await recordTaskEvent(w.tx, w.scope, row.id, w.userId, 'ASSIGNED', team);
  }
  if (moved) {
    await recordTaskEvent(w.tx, w.scope, row.id, w.userId, 'STAGE', { from: row.stage, to: stage, position });
  }
  await seenByCaller(w, row.id);
  const view = await taskView(w, updated!);
  const group = await findVisibleGroup(w.tx, w.scope, w, row.groupId);
  return {
    task: view,
    live: { userIds: await groupAudience(w.tx, w.scope, group), ids: [row.id, row.groupId] },
    notices: noticeOf('assigned', view, team.added, w.userId),
    ...('dueAt' in fields ? { due: { id: row.id, dueAt: updated!.dueAt } } : {}),
  };
}
