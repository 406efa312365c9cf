import { type IssueTask, taskNoText } from '@cc/contracts/issuetracking';
import type { IssueWork } from './issue-work';
import type { People } from './people';
import type { issueTasks } from './tables';
import { type CardExtras, cardExtras } from './task-card-queries';

export type TaskRow = typeof issueTasks.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The SLA colour: closed tasks and tasks without a due time have none; within a day is amber. */
export function dueStateOf(row: Pick<TaskRow, 'stage' | 'dueAt'>, now: Date): IssueTask['dueState'] {
  if (row.stage === 'CLOSED' || !row.dueAt) return 'NONE';
  const left = row.dueAt.getTime() - now.getTime();
  if (left < 0) return 'OVERDUE';
  return left <= DAY_MS ? 'DUE_SOON' : 'ON_TIME';
}

/** A row as its card, from extras read for its whole page (`cardExtras`, `boardCards`). */
export function toTask(row: TaskRow, x: CardExtras, now: Date): IssueTask {
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
  const x = await cardExtras(w, rows, morePeople);
  return { tasks: rows.map((r) => toTask(r, x, w.now)), people: x.people };
}

export async function taskView(w: IssueWork, row: TaskRow): Promise<IssueTask> {
  const { tasks } = await taskViews(w, [row]);
  return tasks[0]!;
}
