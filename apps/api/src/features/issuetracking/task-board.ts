import { CURRENT_STAGES, type IssueTask } from '@cc/contracts/issuetracking';
import type { IssueWork } from './issue-work';
import { boardCards } from './task-card-queries';
import { toTask } from './task-view';
import { findVisibleGroup } from './visibility-queries';

/** How many of the latest closed tasks the board's Closed column shows. */
export const BOARD_CLOSED = 20;

/**
 * One group's board: every current task by column in its place, and the latest closed ones,
 * with each column's total. Three reads however many cards: the group (may the caller see it),
 * the cards with their extras and the closed count in one statement, then the cards' people.
 */
export async function groupBoard(w: IssueWork, groupId: string) {
  const group = await findVisibleGroup(w.tx, w.scope, w, groupId);
  const { rows, extras, closedTotal } = await boardCards(w, group.id, BOARD_CLOSED);
  const byStage = new Map<IssueTask['stage'], IssueTask[]>();
  for (const row of rows) {
    const column = byStage.get(row.stage) ?? [];
    column.push(toTask(row, extras, w.now));
    byStage.set(row.stage, column);
  }
  // The statement orders by place; the Closed column runs latest closed first.
  const closed = byStage.get('CLOSED') ?? [];
  closed.sort(
    (a, b) => (b.closedAt ?? '').localeCompare(a.closedAt ?? '') || b.taskID.localeCompare(a.taskID),
  );
  const columns = [...CURRENT_STAGES, 'CLOSED' as const].map((stage) => {
    const cards = byStage.get(stage) ?? [];
    return { stage, tasks: cards, total: stage === 'CLOSED' ? closedTotal : cards.length };
  });
  return { columns };
}
