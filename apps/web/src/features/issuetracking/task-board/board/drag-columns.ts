import type { IssueStage } from '@cc/contracts/issuetracking';
import { arrayMove } from '@dnd-kit/sortable';
import type { BoardData } from '../api/board-queries';

/** The card IDs of each column while a drag is under way (the board renders these meanwhile). */
export type DragColumns = Partial<Record<IssueStage, string[]>>;

export const dragColumnsOf = (board: BoardData): DragColumns =>
  Object.fromEntries(board.columns.map((c) => [c.stage, c.tasks.map((t) => t.taskID)]));

/** The column an ID names: a column's own droppable ID, or the column holding that card. */
export function containerOf(columns: DragColumns, id: string): IssueStage | null {
  if (id.startsWith('column:')) return id.slice(7) as IssueStage;
  for (const [stage, ids] of Object.entries(columns)) if (ids?.includes(id)) return stage as IssueStage;
  return null;
}

/**
 * The card `activeID` taken into the column of `overID` while the pointer (or the arrow keys)
 * crosses columns: before the card it is over (after it when the dragged card's middle is below
 * that card's), or at the end when over the column itself. Unchanged (the same object) when it
 * is already there.
 */
export function crossColumns(
  columns: DragColumns,
  activeID: string,
  overID: string,
  below = false,
): DragColumns {
  const from = containerOf(columns, activeID);
  const to = containerOf(columns, overID);
  if (!from || !to || from === to) return columns;
  const target = columns[to] ?? [];
  const overAt = target.indexOf(overID);
  const at = overAt < 0 ? target.length : overAt + (below ? 1 : 0);
  return {
    ...columns,
    [from]: (columns[from] ?? []).filter((id) => id !== activeID),
    [to]: [...target.slice(0, at), activeID, ...target.slice(at)],
  };
}

/** The column the drop ends in, in its final order (a reorder within it applied). */
export function droppedColumn(
  columns: DragColumns,
  activeID: string,
  overID: string,
): { stage: IssueStage; ids: string[] } | null {
  const stage = containerOf(columns, overID);
  if (!stage) return null;
  const ids = columns[stage] ?? [];
  const from = ids.indexOf(activeID);
  if (from < 0) return { stage, ids: [...ids, activeID] };
  const to = overID.startsWith('column:') ? from : ids.indexOf(overID);
  return { stage, ids: to >= 0 && to !== from ? arrayMove(ids, from, to) : ids };
}
