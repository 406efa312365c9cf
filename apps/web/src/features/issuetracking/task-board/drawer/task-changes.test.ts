import type { IssueComment, IssueTaskDetail } from '@cc/contracts/issuetracking';
import { describe, expect, it } from 'vitest';
import { stillEditable } from './comment-rules';
import { changesOf } from './task-changes';

const task = {
  taskID: 't1',
  version: 4,
  title: 'ไฟดับ',
  text: '',
  assignees: [{ userID: 'u1', name: 'A', photo: null }],
  priority: 'NORMAL',
  dueAt: '2026-11-26T10:00:00.000Z',
  labels: ['อาคาร A'],
} as IssueTaskDetail;

describe('changesOf', () => {
  it('sends only what changed, with the version read', () => {
    expect(
      changesOf(
        task,
        { title: ' ไฟดับ ', text: '', assigneeIDs: ['u1'], priority: 'HIGH', labels: ['อาคาร A'] },
        '2026-11-26T10:00:00Z',
      ),
    ).toEqual({ taskID: 't1', version: 4, priority: 'HIGH' });
  });
  it('clears the due time and changes lists', () => {
    expect(
      changesOf(task, { title: 'ไฟดับ', assigneeIDs: [], priority: 'NORMAL', labels: ['B'] }, null),
    ).toEqual({ taskID: 't1', version: 4, assigneeIDs: [], dueAt: null, labels: ['B'] });
  });
});

describe('stillEditable', () => {
  const comment = (minutesAgo: number, over: Partial<IssueComment> = {}) =>
    ({
      canEdit: true,
      deleted: false,
      createdAt: new Date(Date.parse('2026-11-26T10:00:00Z') - minutesAgo * 60_000).toISOString(),
      ...over,
    }) as IssueComment;
  const now = Date.parse('2026-11-26T10:00:00Z');
  it('lets the author edit for fifteen minutes', () => {
    expect(stillEditable(comment(14), now)).toBe(true);
    expect(stillEditable(comment(15), now)).toBe(false);
  });
  it('never for someone else or a deleted comment', () => {
    expect(stillEditable(comment(1, { canEdit: false }), now)).toBe(false);
    expect(stillEditable(comment(1, { deleted: true }), now)).toBe(false);
  });
});
