import type { IssueTask } from '@cc/contracts/issuetracking';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { BoardData } from '../api/board-queries';
import { movedInBoard, moveOptimistically } from './optimistic-move';

const card = (id: string, stage: IssueTask['stage'], position: number) =>
  ({ taskID: id, no: Number(id.slice(1)), stage, position }) as IssueTask;

const board = (): BoardData => ({
  columns: [
    { stage: 'TODO', tasks: [], total: 0 },
    { stage: 'DOING', tasks: [card('t1', 'DOING', 1), card('t2', 'DOING', 2)], total: 2 },
    { stage: 'WAITING', tasks: [card('t3', 'WAITING', 1)], total: 1 },
    { stage: 'CLOSED', tasks: [], total: 0 },
  ],
});
const ids = (b: BoardData | undefined, stage: string) =>
  b?.columns.find((c) => c.stage === stage)?.tasks.map((t) => t.taskID);

describe('movedInBoard', () => {
  it('moves a card into its column at its position and keeps the totals true', () => {
    const after = movedInBoard(board(), 't1', 'WAITING', 0.5);
    expect(ids(after, 'DOING')).toEqual(['t2']);
    expect(ids(after, 'WAITING')).toEqual(['t1', 't3']);
    expect(after.columns.map((c) => c.total)).toEqual([0, 1, 2, 0]);
  });
  it('reorders within one column', () => {
    expect(ids(movedInBoard(board(), 't1', 'DOING', 3), 'DOING')).toEqual(['t2', 't1']);
  });
});

describe('moveOptimistically', () => {
  it('shows the move at once and the rollback restores the board the server refused', async () => {
    const client = new QueryClient();
    const key = ['issuetracking', 'c', 'board', 'g'];
    client.setQueryData(key, board());
    const rollback = moveOptimistically(client, key, 't2', 'WAITING', 2);
    expect(ids(client.getQueryData(key), 'WAITING')).toEqual(['t3', 't2']);
    // The server answers 409 (a stale version): the card goes back where it was.
    await Promise.reject(new Error('409')).catch(rollback);
    expect(client.getQueryData(key)).toEqual(board());
  });
});
