import type { IssueStage } from '@cc/contracts/issuetracking';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { BoardData } from '../api/board-queries';
import { byPosition } from './board-logic';

/** The board with one card taken from its column and put into `stage` at `position`. */
export function movedInBoard(
  board: BoardData,
  taskID: string,
  stage: IssueStage,
  position: number,
): BoardData {
  const task = board.columns.flatMap((c) => c.tasks).find((t) => t.taskID === taskID);
  if (!task) return board;
  const moved = { ...task, stage, position };
  return {
    columns: board.columns.map((c) => {
      const had = c.tasks.some((t) => t.taskID === taskID);
      const tasks = c.tasks.filter((t) => t.taskID !== taskID);
      if (c.stage === stage) tasks.push(moved);
      const total = c.total - (had ? 1 : 0) + (c.stage === stage ? 1 : 0);
      return { ...c, tasks: c.stage === stage ? tasks.sort(byPosition) : tasks, total };
    }),
  };
}

/**
 * Shows a drop at once, before the server answers: the cached board is changed in place and the
 * returned function puts back exactly what was there (the server refused, e.g. a stale version).
 * In-flight reads of the board are cancelled so they cannot overwrite the move with older data.
 */
export function moveOptimistically(
  client: QueryClient,
  key: QueryKey,
  taskID: string,
  stage: IssueStage,
  position: number,
): () => void {
  void client.cancelQueries({ queryKey: key });
  const before = client.getQueryData<BoardData>(key);
  if (before) client.setQueryData<BoardData>(key, movedInBoard(before, taskID, stage, position));
  return () => client.setQueryData<BoardData>(key, before);
}
