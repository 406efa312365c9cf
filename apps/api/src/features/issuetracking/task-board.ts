import { CURRENT_STAGES, type IssueTask } from '@cc/contracts/issuetracking';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { IssueWork } from './issue-work';
import { issueTasks } from './tables';
import { taskViews } from './task-view';
import { findVisibleGroup } from './visibility-queries';

/** How many of the latest closed tasks the board's Closed column shows. */
export const BOARD_CLOSED = 20;
const t = issueTasks;

/**
 * One group's board: every current task by column in its place, and the latest closed ones,
 * with each column's total. A fixed handful of queries however many cards: the rows, the
 * counts, then the cards' people and names in one batch (taskViews).
 */
export async function groupBoard(w: IssueWork, groupId: string) {
  const group = await findVisibleGroup(w.tx, w.scope, w, groupId);
  const open = await w.tx
    .select()
    .from(t)
    .where(w.scope.owns(t, eq(t.groupId, group.id), inArray(t.stage, [...CURRENT_STAGES])))
    .orderBy(asc(t.position), asc(t.no));
  const closed = await w.tx
    .select()
    .from(t)
    .where(w.scope.owns(t, eq(t.groupId, group.id), eq(t.stage, 'CLOSED')))
    .orderBy(desc(t.closedAt), desc(t.id))
    .limit(BOARD_CLOSED);
  const [closedCount] = await w.tx
    .select({ n: count() })
    .from(t)
    .where(w.scope.owns(t, eq(t.groupId, group.id), eq(t.stage, 'CLOSED')));
  const { tasks } = await taskViews(w, [...open, ...closed]);
  const byStage = new Map<IssueTask['stage'], IssueTask[]>();
  for (const task of tasks) {
    const column = byStage.get(task.stage) ?? [];
    column.push(task);
    byStage.set(task.stage, column);
  }
  const columns = [...CURRENT_STAGES, 'CLOSED' as const].map((stage) => {
    const cards = byStage.get(stage) ?? [];
    return { stage, tasks: cards, total: stage === 'CLOSED' ? (closedCount?.n ?? 0) : cards.length };
  });
  return { columns };
}
