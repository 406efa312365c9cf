import { type IssueTask, taskNoText } from '@cc/contracts/issuetracking';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { buildings, units } from '../../platform/residence/tables';
import type { IssueWork } from './issue-work';
import { peopleOf } from './people';
import { issueComments, issueGroups, issueTaskAssignees, issueTaskReads, type issueTasks } from './tables';

type TaskRow = typeof issueTasks.$inferSelect;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The SLA colour of a task's due time now: closed or undated tasks have none. */
export function dueStateOf(t: Pick<TaskRow, 'stage' | 'dueAt'>, now: Date): IssueTask['dueState'] {
  if (t.stage === 'CLOSED' || !t.dueAt) return 'NONE';
  const left = t.dueAt.getTime() - now.getTime();
  return left < 0 ? 'OVERDUE' : left <= DAY_MS ? 'DUE_SOON' : 'ON_TIME';
}

const byKey = <R, K>(rows: R[], key: (r: R) => K) => {
  const m = new Map<K, R[]>();
  for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
  return m;
};

/**
 * Search hits as the lists show tasks (taskSchema): their group, place, assignees, unread dot
 * and comment count, each read once for the whole page rather than once per task.
 */
export async function toFoundTasks(w: IssueWork, rows: TaskRow[]): Promise<IssueTask[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((t) => t.id);
  // One after another: the statements share the transaction's one connection anyway.
  const groups = await w.tx
    .select({ id: issueGroups.id, name: issueGroups.name })
    .from(issueGroups)
    .where(w.scope.owns(issueGroups, inArray(issueGroups.id, [...new Set(rows.map((t) => t.groupId))])));
  const places = await w.tx
    .select({ id: buildings.id, name: buildings.name })
    .from(buildings)
    .where(
      w.scope.owns(
        buildings,
        inArray(
          buildings.id,
          rows.flatMap((t) => t.buildingId ?? []),
        ),
      ),
    );
  const homes = await w.tx
    .select({ id: units.id, unitNo: units.unitNo })
    .from(units)
    .where(
      w.scope.owns(
        units,
        inArray(
          units.id,
          rows.flatMap((t) => t.unitId ?? []),
        ),
      ),
    );
  const assignees = await w.tx
    .select()
    .from(issueTaskAssignees)
    .where(w.scope.owns(issueTaskAssignees, inArray(issueTaskAssignees.taskId, ids)))
    .orderBy(issueTaskAssignees.assignedAt);
  const reads = await w.tx
    .select()
    .from(issueTaskReads)
    .where(
      w.scope.owns(issueTaskReads, eq(issueTaskReads.userId, w.userId), inArray(issueTaskReads.taskId, ids)),
    );
  const comments = await w.tx
    .select({ taskId: issueComments.taskId, n: count() })
    .from(issueComments)
    .where(
      w.scope.owns(issueComments, and(inArray(issueComments.taskId, ids), isNull(issueComments.deletedAt))),
    )
    .groupBy(issueComments.taskId);
  const people = await peopleOf(
    w.tx,
    [...assignees.map((a) => a.userId), ...rows.flatMap((t) => [t.createdBy, t.closedBy])],
    w.fileUrl,
  );
  const groupName = new Map(groups.map((g) => [g.id, g.name]));
  const buildingName = new Map(places.map((b) => [b.id, b.name]));
  const unitNo = new Map(homes.map((u) => [u.id, u.unitNo]));
  const assigned = byKey(assignees, (a) => a.taskId);
  const readAt = new Map(reads.map((r) => [r.taskId, r.readAt]));
  const commentCount = new Map(comments.map((c) => [c.taskId, c.n]));
  return rows.map((t) => ({
    taskID: t.id,
    no: t.no,
    number: taskNoText(t.no),
    groupID: t.groupId,
    groupName: groupName.get(t.groupId) ?? '',
    title: t.title,
    stage: t.stage,
    position: t.position,
    priority: t.priority,
    dueAt: t.dueAt?.toISOString() ?? null,
    dueState: dueStateOf(t, w.now),
    labels: t.labels,
    buildingID: t.buildingId,
    buildingName: t.buildingId ? (buildingName.get(t.buildingId) ?? null) : null,
    unitID: t.unitId,
    unitNo: t.unitId ? (unitNo.get(t.unitId) ?? null) : null,
    assignees: (assigned.get(t.id) ?? []).flatMap((a) => people(a.userId) ?? []),
    version: t.version,
    unread: (readAt.get(t.id)?.getTime() ?? -1) < t.activityAt.getTime(),
    commentCount: commentCount.get(t.id) ?? 0,
    createdBy: people(t.createdBy),
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    closedBy: people(t.closedBy),
    closedAt: t.closedAt?.toISOString() ?? null,
    recallCount: t.recallCount,
  }));
}
