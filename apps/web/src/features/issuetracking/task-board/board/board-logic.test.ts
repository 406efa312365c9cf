import type { IssueTask } from '@cc/contracts/issuetracking';
import { describe, expect, it } from 'vitest';
import { dropOperation, positionBetween } from './board-logic';

const task = (no: number, stage: IssueTask['stage'], position: number): IssueTask => ({
  taskID: `t${no}`,
  no,
  number: `T-${no}`,
  groupID: 'g',
  groupName: 'G',
  title: `Task ${no}`,
  stage,
  position,
  priority: 'NORMAL',
  dueAt: null,
  dueState: 'NONE',
  labels: [],
  buildingID: null,
  buildingName: null,
  unitID: null,
  unitNo: null,
  assignees: [],
  version: no + 10,
  unread: false,
  commentCount: 0,
  createdBy: null,
  createdAt: '',
  updatedAt: '',
  closedBy: null,
  closedAt: null,
  recallCount: 0,
});

describe('positionBetween', () => {
  it('takes the midpoint between two neighbours', () => {
    expect(positionBetween(1, 2)).toBe(1.5);
    expect(positionBetween(-3, 5)).toBe(1);
  });
  it('goes one step before the first card and after the last', () => {
    expect(positionBetween(undefined, 4)).toBe(3);
    expect(positionBetween(7, undefined)).toBe(8);
  });
  it('starts an empty column at 1', () => {
    expect(positionBetween(undefined, undefined)).toBe(1);
  });
});

describe('dropOperation', () => {
  const a = task(1, 'DOING', 1);
  const b = task(2, 'WAITING', 1);
  const c = task(3, 'WAITING', 2);

  it('maps a drop between two cards of another column to an update with the midpoint and the version read', () => {
    expect(dropOperation(a, 'WAITING', [b, a, c])).toEqual({
      kind: 'update',
      taskID: 't1',
      version: 11,
      stage: 'WAITING',
      position: 1.5,
    });
  });
  it('puts a card dropped at the top before the first and at the end after the last', () => {
    expect(dropOperation(a, 'WAITING', [a, b, c])).toMatchObject({ position: 0 });
    expect(dropOperation(a, 'WAITING', [b, c, a])).toMatchObject({ position: 3 });
    expect(dropOperation(a, 'TODO', [a])).toMatchObject({ stage: 'TODO', position: 1 });
  });
  it('reorders within a column', () => {
    expect(dropOperation(b, 'WAITING', [c, b])).toMatchObject({ stage: 'WAITING', position: 3 });
  });
  it('sends nothing when a card is dropped back between its neighbours', () => {
    expect(dropOperation(b, 'WAITING', [b, c])).toEqual({ kind: 'none' });
    expect(dropOperation(a, 'DOING', [a])).toEqual({ kind: 'none' });
  });
  it('opens the close dialog for a drop into Closed, and never moves a closed card', () => {
    expect(dropOperation(a, 'CLOSED', [a])).toEqual({ kind: 'close', task: a });
    expect(dropOperation(task(4, 'CLOSED', 0), 'TODO', [])).toEqual({ kind: 'none' });
  });
});
