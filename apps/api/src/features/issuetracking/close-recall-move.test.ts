import { asc, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import { expectRefusal } from '../../test/refusal';
import { issueTaskEvents, issueTasks } from './tables';
import { callTask, detailOf, makeGroup, newTask, noticesTo, ok, openOffice } from './task-test-kit';

const PNG = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);
const kindsOf = async (api: { db: import('../../platform/db/client').Database }, taskId: string) =>
  (
    await api.db
      .select({ kind: issueTaskEvents.kind, detail: issueTaskEvents.detail })
      .from(issueTaskEvents)
      .where(eq(issueTaskEvents.taskId, taskId))
      .orderBy(asc(issueTaskEvents.id))
  ).map((e) => ({ kind: e.kind, ...e.detail }));

describe('close, recall, move', () => {
  apiTest(
    'close keeps who, when and the note, tells the watchers, and lists it',
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const task = await newTask(o, { assigneeIDs: [o.admin.userId] });
      const ref = { communityID: community.id, taskID: task.taskID };
      const closed = ok(await callTask(o.pmc, 'close', { ...ref, version: 1, note: 'เปลี่ยนหลอดแล้ว' }));
      expect(closed).toMatchObject({ stage: 'CLOSED', version: 2, dueState: 'NONE' });
      expect(closed.closedBy?.userID).toBe(o.pmc.userId);
      expect(closed.closedAt).not.toBeNull();
      expect((await detailOf(o, task.taskID)).closeNote).toBe('เปลี่ยนหลอดแล้ว');
      const titles = (await noticesTo(api, community.id, o.admin.userId)).map((n) => n.title);
      expect(titles).toHaveLength(2);
      expectRefusal(await callTask(o.pmc, 'close', { ...ref, version: 2 }), 409, 'ISSUE_TASK_ALREADY_CLOSED');
      expectRefusal(
        await callTask(o.pmc, 'move', { ...ref, version: 2, groupID: o.groupId }),
        409,
        'ISSUE_TASK_CLOSED_MOVE',
        /recall the task before moving it/,
      );

      const list = ok<{ items: { taskID: string }[]; total: number }>(
        await callTask(o.committee, 'closedList', { communityID: community.id }),
      );
      expect(list.total).toBe(1);
      expect(list.items.map((i) => i.taskID)).toEqual([task.taskID]);
      const current = ok<{ total: number }>(
        await callTask(o.committee, 'list', { communityID: community.id }),
      );
      expect(current.total).toBe(0);
    },
  );

  apiTest('closedList pages by the latest closed, filtered by group', async ({ api, community }) => {
    const o = await openOffice(api, community);
    const other = await makeGroup(api, community.id);
    const tasks = [await newTask(o), await newTask(o), await newTask(o, { groupID: other })];
    for (const t of tasks)
      ok(await callTask(o.pmc, 'close', { communityID: community.id, taskID: t.taskID, version: 1 }));
    const page = (q: Record<string, unknown>) =>
      callTask(o.committee, 'closedList', { communityID: community.id, ...q }).then((r) =>
        ok<{ items: { no: number }[]; lastKey: string | null; total: number | null }>(r),
      );
    const first = await page({ limit: 2 });
    expect(first.items.map((i) => i.no)).toEqual([3, 2]);
    expect(first.total).toBe(3);
    const second = await page({ limit: 2, lastKey: first.lastKey });
    expect(second.items.map((i) => i.no)).toEqual([1]);
    expect(second.lastKey).toBeNull();
    expect(second.total).toBeNull();
    const inGroup = await page({ groupID: other });
    expect([inGroup.total, inGroup.items.map((i) => i.no)]).toEqual([1, [3]]);
  });

  apiTest('close takes a photo in a form', async ({ api, community }) => {
    const o = await openOffice(api, community);
    const task = await newTask(o);
    const form = multipart(
      { taskID: task.taskID, version: '1', note: 'ok' },
      { photo: { name: 'done.png', bytes: PNG } },
    );
    const res = await o.pmc.call('POST', '/api/issuetracking/task/close', {
      query: { communityID: community.id },
      payload: form.payload,
      headers: form.headers,
    });
    expect(ok(res).stage).toBe('CLOSED');
    expect((await detailOf(o, task.taskID)).closePhoto).toMatch(/^\/api\/files\/.+sig=/);
  });

  apiTest(
    'recall reopens a closed task with a reason, counted, the closing kept in history',
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const task = await newTask(o, { assigneeIDs: [o.admin.userId] });
      const ref = { communityID: community.id, taskID: task.taskID };
      expectRefusal(
        await callTask(o.pmc, 'recall', { ...ref, version: 1, reason: 'again' }),
        409,
        'ISSUE_TASK_NOT_CLOSED',
      );
      ok(await callTask(o.pmc, 'close', { ...ref, version: 1, note: 'done' }));
      expectRefusal(await callTask(o.pmc, 'recall', { ...ref, version: 2, reason: ' ' }), 400);
      expectRefusal(await callTask(o.committee, 'recall', { ...ref, version: 2, reason: 'again' }), 403);
      const recalled = ok(await callTask(o.pmc, 'recall', { ...ref, version: 2, reason: 'ไฟดับอีก' }));
      expect(recalled).toMatchObject({
        stage: 'TODO',
        recallCount: 1,
        closedAt: null,
        closedBy: null,
        version: 3,
      });
      const events = await kindsOf(api, task.taskID);
      expect(events.map((e) => e.kind)).toEqual(['CREATED', 'CLOSED', 'RECALLED']);
      expect(events[2]).toMatchObject({ reason: 'ไฟดับอีก' });
      const bodies = (await noticesTo(api, community.id, o.admin.userId)).map((n) => n.body);
      expect(bodies.some((b) => b.includes('ไฟดับอีก'))).toBe(true);
      // Current again: it may be changed and closed again.
      ok(await callTask(o.pmc, 'update', { ...ref, version: 3, stage: 'DOING' }));
    },
  );

  apiTest(
    'move goes to another open group at the end of its column, both groups in history',
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const target = await makeGroup(api, community.id, { name: 'ตึก B' });
      const there = await newTask(o, { groupID: target });
      const task = await newTask(o, { stage: 'WAITING' });
      const ref = { communityID: community.id, taskID: task.taskID };
      expectRefusal(
        await callTask(o.pmc, 'move', { ...ref, version: 1, groupID: o.groupId }),
        400,
        'ISSUE_TASK_SAME_GROUP',
      );
      const archived = await makeGroup(api, community.id, { archived: true });
      expectRefusal(
        await callTask(o.pmc, 'move', { ...ref, version: 1, groupID: archived }),
        400,
        'ISSUE_GROUP_ARCHIVED',
      );
      const hidden = await makeGroup(api, community.id, { members: [o.admin.userId] });
      expectRefusal(
        await callTask(o.pmc, 'move', { ...ref, version: 1, groupID: crypto.randomUUID() }),
        404,
        'ISSUE_GROUP_NOT_FOUND',
      );
      const moved = ok(await callTask(o.pmc, 'move', { ...ref, version: 1, groupID: target }));
      expect(moved).toMatchObject({ groupID: target, groupName: 'ตึก B', stage: 'WAITING', version: 2 });
      expect(moved.position).toBeGreaterThanOrEqual(1);
      const events = await kindsOf(api, task.taskID);
      expect(events.at(-1)).toMatchObject({
        kind: 'MOVED',
        fromGroupID: o.groupId,
        toGroupID: target,
        toGroupName: 'ตึก B',
      });
      // A manager moves into a private group they do not belong to; the board there shows it.
      const intoPrivate = ok(
        await callTask(o.pmc, 'move', { ...ref, version: 2, groupID: hidden, position: 0.5 }),
      );
      expect(intoPrivate.position).toBe(0.5);
      expect(there.groupID).toBe(target);
      const [row] = await api.db.select().from(issueTasks).where(eq(issueTasks.id, task.taskID));
      expect(row?.groupId).toBe(hidden);
    },
  );
});
