import { asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { issueTaskEvents, issueTasks } from './tables';
import { callTask, makeGroup, newTask, ok, openOffice } from './task-test-kit';

/** Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL set: the races are real there. */
describe('tasks under simultaneous calls', () => {
  apiTest('50 simultaneous creates are numbered 1 to 50, no gap or repeat', async ({ api, community }) => {
    const o = await openOffice(api, community);
    const made = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        callTask(o.pmc, 'create', { communityID: community.id, groupID: o.groupId, title: `งาน ${i}` }),
      ),
    );
    const nos = made.map((r) => ok(r).no).sort((a, b) => a - b);
    expect(nos).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
  });

  apiTest('of 20 simultaneous changes from one version, exactly one wins', async ({ api, community }) => {
    const o = await openOffice(api, community);
    const other = await makeGroup(api, community.id);
    for (const kind of ['update', 'close', 'move', 'mixed'] as const) {
      const task = await newTask(o);
      const ref = { communityID: community.id, taskID: task.taskID, version: 1 };
      const call = (i: number) => {
        const k = kind === 'mixed' ? (['update', 'close', 'move'] as const)[i % 3]! : kind;
        if (k === 'update') return callTask(o.pmc, 'update', { ...ref, title: `แก้ ${i}` });
        if (k === 'close') return callTask(o.pmc, 'close', { ...ref, note: `ปิด ${i}` });
        return callTask(o.pmc, 'move', { ...ref, groupID: other });
      };
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => call(i)));
      const won = answers.filter((r) => r.statusCode === 200);
      expect(won, kind).toHaveLength(1);
      for (const r of answers.filter((a) => a.statusCode !== 200)) expectRefusal(r, 409);
      const [row] = await api.db.select().from(issueTasks).where(eq(issueTasks.id, task.taskID));
      expect(row!.version).toBe(2);
      const events = await api.db
        .select()
        .from(issueTaskEvents)
        .where(eq(issueTaskEvents.taskId, task.taskID));
      expect(events).toHaveLength(2);
    }
  });

  apiTest(
    'a task from group to closed, recalled and moved, its history in order',
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const b = await makeGroup(api, community.id, { name: 'ตึก B' });
      const ref = (taskID: string, version: number) => ({ communityID: community.id, taskID, version });
      const task = await newTask(o, { assigneeIDs: [o.admin.userId] });
      ok(await callTask(o.admin, 'update', { ...ref(task.taskID, 1), stage: 'DOING' }));
      ok(await callTask(o.admin, 'update', { ...ref(task.taskID, 2), stage: 'WAITING', priority: 'HIGH' }));
      ok(await callTask(o.admin, 'close', { ...ref(task.taskID, 3), note: 'เสร็จ' }));
      expectRefusal(
        await callTask(o.admin, 'move', { ...ref(task.taskID, 4), groupID: b }),
        409,
        'ISSUE_TASK_CLOSED_MOVE',
      );
      ok(await callTask(o.pmc, 'recall', { ...ref(task.taskID, 4), reason: 'ยังไม่หาย' }));
      const moved = ok(await callTask(o.admin, 'move', { ...ref(task.taskID, 5), groupID: b }));
      expect(moved).toMatchObject({ groupName: 'ตึก B', stage: 'TODO', recallCount: 1, version: 6 });
      const closed = ok(await callTask(o.admin, 'close', ref(task.taskID, 6)));
      expect(closed.stage).toBe('CLOSED');
      const kinds = await api.db
        .select({ kind: issueTaskEvents.kind })
        .from(issueTaskEvents)
        .where(eq(issueTaskEvents.taskId, task.taskID))
        .orderBy(asc(issueTaskEvents.id));
      expect(kinds.map((k) => k.kind)).toEqual([
        'CREATED',
        'STAGE',
        'UPDATED',
        'STAGE',
        'CLOSED',
        'RECALLED',
        'MOVED',
        'CLOSED',
      ]);
      const board = ok<{ columns: { stage: string; total: number }[] }>(
        await callTask(o.committee, 'board', { communityID: community.id, groupID: b }),
      );
      expect(board.columns.find((c) => c.stage === 'CLOSED')?.total).toBe(1);
    },
  );
});
