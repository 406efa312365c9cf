import { type IssueTask, taskNoText } from '@cc/contracts/issuetracking';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client';
import { buildings, units } from '../../platform/residence/tables';
import type { IssueWork } from './issue-work';
import { type People, peopleOf } from './people';
import { issueComments, issueGroups, issueTaskAssignees, issueTaskReads, issueTasks } from './tables';

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
  byTask: Map<string, ExtraRow>;
  people: People;
}
interface ExtraRow {
  id: string;
  group_name: string;
  building_name: string | null;
  unit_no: string | null;
  assignee_ids: string[];
  unread: boolean;
  comments: number;
}

/** IDs as one JSON parameter: a 500-card board stays one short statement on both engines. */
const idList = (ids: string[]) =>
  sql`(select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;

async function extrasOf(w: IssueWork, rows: TaskRow[], morePeople: string[]): Promise<TaskExtras> {
  const t = issueTasks;
  const a = issueTaskAssignees;
  const r = issueTaskReads;
  const c = issueComments;
  const extras = rows.length
    ? await queryRows<ExtraRow>(
        w.tx,
        sql`select ${t.id} as id, ${issueGroups.name} as group_name, ${buildings.name} as building_name,
          ${units.unitNo} as unit_no,
          array(select ${a.userId}::text from ${a} where ${a.taskId} = ${t.id}
            order by ${a.assignedAt}, ${a.userId}) as assignee_ids,
          not exists (select 1 from ${r} where ${r.userId} = ${w.userId} and ${r.taskId} = ${t.id}
            and ${r.readAt} >= ${t.activityAt}) as unread,
          (select count(*) from ${c} where ${c.taskId} = ${t.id} and ${c.deletedAt} is null)::int as comments
        from ${t}
        join ${issueGroups} on ${issueGroups.id} = ${t.groupId}
        left join ${buildings} on ${buildings.id} = ${t.buildingId} and ${buildings.communityId} = ${t.communityId}
        left join ${units} on ${units.id} = ${t.unitId} and ${units.communityId} = ${t.communityId}
        where ${t.communityId} = ${w.scope.communityId} and ${t.id} in ${idList(rows.map((row) => row.id))}`,
      )
    : [];
  const people = await peopleOf(
    w.tx,
    [
      ...extras.flatMap((e) => e.assignee_ids),
      ...rows.flatMap((row) => [row.createdBy, row.closedBy]),
      ...morePeople,
    ],
    w.fileUrl,
  );
  return { byTask: new Map(extras.map((e) => [e.id, e])), people };
}

function toTask(row: TaskRow, x: TaskExtras, now: Date): IssueTask {
  const e = x.byTask.get(row.id);
  return {
    taskID: row.id,
    no: row.no,
    number: taskNoText(row.no),
    groupID: row.groupId,
    groupName: e?.group_name ?? '',
    title: row.title,
    stage: row.stage,
    position: row.position,
    priority: row.priority,
    dueAt: row.dueAt?.toISOString() ?? null,
    dueState: dueStateOf(row, now),
    labels: row.labels,
    buildingID: row.buildingId,
    buildingName: e?.building_name ?? null,
    unitID: row.unitId,
    unitNo: e?.unit_no ?? null,
    assignees: (e?.assignee_ids ?? []).flatMap((id) => x.people(id) ?? []),
    version: row.version,
    unread: e?.unread ?? true,
    commentCount: Number(e?.comments ?? 0),
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
 * rows (a 500-card board costs the same two reads as one card: the cards' extras, then their people). `morePeople` are user IDs
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
