import type { IssueTask } from '@cc/contracts/issuetracking';
import { describe, expect, it } from 'vitest';
import { daysOpen, printSections } from './print-rows';

let no = 0;
const task = (over: Partial<IssueTask>): IssueTask => ({
  taskID: `t${++no}`,
  no,
  number: `T-${String(no).padStart(6, '0')}`,
  groupID: 'g1',
  groupName: 'ไฟฟ้า',
  title: `งาน ${no}`,
  stage: 'TODO',
  position: no,
  priority: 'NORMAL',
  dueAt: null,
  dueState: 'NONE',
  labels: [],
  buildingID: null,
  buildingName: null,
  unitID: null,
  unitNo: null,
  assignees: [],
  version: 1,
  unread: false,
  commentCount: 0,
  createdBy: null,
  createdAt: '2026-11-01T00:00:00Z',
  updatedAt: '2026-11-01T00:00:00Z',
  closedBy: null,
  closedAt: null,
  recallCount: 0,
  ...over,
});

describe('printed open list', () => {
  it('groups by the groups’ order and leaves closed tasks out', () => {
    const rows = [
      task({ groupID: 'g2', groupName: 'สวน' }),
      task({ groupID: 'g1' }),
      task({ groupID: 'g1', stage: 'CLOSED' }),
      task({ groupID: 'g3', groupName: 'ก่อสร้าง' }),
    ];
    const s = printSections(rows, ['g1', 'g2']);
    expect(s.map((x) => x.groupID)).toEqual(['g1', 'g2', 'g3']);
    expect(s[0]!.tasks).toHaveLength(1);
  });

  it('puts overdue first, then by due time with no due time last, then priority and number', () => {
    const a = task({ dueAt: '2026-12-05T00:00:00Z', dueState: 'ON_TIME' });
    const b = task({ dueAt: null, priority: 'URGENT' });
    const c = task({ dueAt: '2026-11-20T00:00:00Z', dueState: 'OVERDUE' });
    const d = task({ dueAt: '2026-12-01T00:00:00Z', dueState: 'DUE_SOON' });
    const e = task({ dueAt: null, priority: 'LOW' });
    const f = task({ dueAt: null, priority: 'URGENT' });
    const [s] = printSections([a, b, c, d, e, f]);
    expect(s!.tasks.map((t) => t.taskID)).toEqual([c, d, a, b, f, e].map((t) => t.taskID));
    expect(s!.overdue).toBe(1);
  });

  it('counts whole days open, never negative', () => {
    const now = new Date('2026-11-11T12:00:00Z');
    expect(daysOpen('2026-11-01T13:00:00Z', now)).toBe(9);
    expect(daysOpen('2026-11-12T00:00:00Z', now)).toBe(0);
  });
});
