import { type IssueTask, taskNoText } from '@cc/contracts/issuetracking';
import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import { buildings, units } from '../../platform/residence/tables';
import type { IssueWork } from './issue-work';
import { type People, peopleOf } from './people';
import { issueComments, issueGroups, issueTaskAssignees, issueTaskReads, type issueTasks } from './tables';

export type TaskRow = typeof issueTasks.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The SLA colour: closed tasks and tasks without a due time have none; within a day is amber. */
export function dueStateOf(row: Pick<TaskRow, 'stage' | 'dueAt'>, now: Date): IssueTask['dueState'] {
  if (row.stage === 'CLOSED' || !row.dueAt) return 'NONE';
  const left = row.dueAt.getTime() - now.getTime();
  if (left < 0) return 'OVERDUE';
  return left <= DAY_MS ? 'DUE_SOON' : 'ON_TIME';
}

/** What the cards show besides the task's own columns, read for a whole page at once. */
interface TaskExtras {
  groupNames: Map<string, string>;
  assignees: Map<string, string[]>;
  readAt: Map<string, Date>;
  comments: Map<string, number>;
  buildingNames: Map<string, string>;
  unitNos: Map<string, string>;
  people: People;
}

const ids = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];

async function extrasOf(w: IssueWork, rows: TaskRow[], morePeople: string[]): Promise<TaskExtras> {
  const taskIds = rows.map((r) => r.id);
  const groupIds = ids(rows.map((r) => r.groupId));
  const buildingIds = ids(rows.map((r) => r.buildingId));
  const unitIds = ids(rows.map((r) => r.unitId));
  const { tx, scope } = w;
  const groups = await tx
    .select({ id: issueGroups.id, name: issueGroups.name })
    .from(issueGroups)
    .where(scope.owns(issueGroups, inArray(issueGroups.id, groupIds)));
  const assigned = await tx
    .select({ taskId: issueTaskAssignees.taskId, userId: issueTaskAssignees.userId })
    .from(issueTaskAssignees)
    .where(scope.owns(issueTaskAssignees, inArray(issueTaskAssignees.taskId, taskIds)))
    .orderBy(issueTaskAssignees.assignedAt, issueTaskAssignees.userId);
  const reads = await tx
    .select({ taskId: issueTaskReads.taskId, readAt: issueTaskReads.readAt })
    .from(issueTaskReads)
    .where(
      scope.owns(
        issueTaskReads,
        eq(issueTaskReads.userId, w.userId),
        inArray(issueTaskReads.taskId, taskIds),
      ),
    );
  const comments = await tx
    .select({ taskId: issueComments.taskId, n: count() })
    .from(issueComments)
    .where(scope.owns(issueComments, inArray(issueComments.taskId, taskIds), isNull(issueComments.deletedAt)))
    .groupBy(issueComments.taskId);
  const places = buildingIds.length
    ? await tx
        .select({ id: buildings.id, name: buildings.name })
        .from(buildings)
        .where(and(eq(buildings.communityId, scope.communityId), inArray(buildings.id, buildingIds)))
    : [];
  const homes = unitIds.length
    ? await tx
        .select({ id: units.id, unitNo: units.unitNo })
        .from(units)
        .where(and(eq(units.communityId, scope.communityId), inArray(units.id, unitIds)))
    : [];
  const byTask = new Map<string, string[]>();
  for (const a of assigned) byTask.set(a.taskId, [...(byTask.get(a.taskId) ?? []), a.userId]);
  const people = await peopleOf(
    tx,
    [...assigned.map((a) => a.userId), ...rows.flatMap((r) => [r.createdBy, r.closedBy]), ...morePeople],
    w.fileUrl,
  );
  return {
    groupNames: new Map(groups.map((g) => [g.id, g.name])),
    assignees: byTask,
    readAt: new Map(reads.map((r) => [r.taskId, r.readAt])),
    comments: new Map(comments.map((c) => [c.taskId, c.n])),
    buildingNames: new Map(places.map((b) => [b.id, b.name])),
    unitNos: new Map(homes.map((u) => [u.id, u.unitNo])),
    people,
  };
}

function toTask(row: TaskRow, x: TaskExtras, now: Date): IssueTask {
  const readAt = x.readAt.get(row.id);
  return {
    taskID: row.id,
    no: row.no,
    number: taskNoText(row.no),
    groupID: row.groupId,
    groupName: x.groupNames.get(row.groupId) ?? '',
    title: row.title,
    stage: row.stage,
    position: row.position,
    priority: row.priority,
    dueAt: row.dueAt?.toISOString() ?? null,
    dueState: dueStateOf(row, now),
    labels: row.labels,
    buildingID: row.buildingId,
    buildingName: row.buildingId ? (x.buildingNames.get(row.buildingId) ?? null) : null,
    unitID: row.unitId,
    unitNo: row.unitId ? (x.unitNos.get(row.unitId) ?? null) : null,
    assignees: (x.assignees.get(row.id) ?? []).flatMap((id) => x.people(id) ?? []),
    version: row.version,
    unread: !readAt || readAt < row.activityAt,
    commentCount: x.comments.get(row.id) ?? 0,
    createdBy: x.people(row.createdBy),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    closedBy: x.people(row.closedBy),
    closedAt: row.closedAt?.toISOString() ?? null,
    recallCount: row.recallCount,
  };
}

/**
 * Rows as the console shows them, in the rows' order. A fixed number of queries however many
 * rows (a 500-card board costs the same seven reads as one card). `morePeople` are user IDs
 * the caller needs shown too (a detail's watchers), read in the same batch.
 */
export async function taskViews(
  w: IssueWork,
  rows: TaskRow[],
  morePeople: string[] = [],
): Promise<{ tasks: IssueTask[]; people: People }> {
  if (rows.length === 0 && morePeople.length === 0) return { tasks: [], people: () => null };
  const x = await extrasOf(w, rows, morePeople);
  return { tasks: rows.map((r) => toTask(r, x, w.now)), people: x.people };
}

export async function taskView(w: IssueWork, row: TaskRow): Promise<IssueTask> {
  const { tasks } = await taskViews(w, [row]);
  return tasks[0]!;
}
