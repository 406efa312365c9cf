import type { IssueTask } from '@cc/contracts/issuetracking';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { issueComments, issueReactions, issueTaskReads, issueTasks } from './tables';
import { callTask, detailOf, makeGroup, newTask, ok, openOffice } from './task-test-kit';

type Page = { items: IssueTask[]; lastKey: string | null; total?: number | null };

describe('task lists, board and detail', () => {
  apiTest(
    'list filters current tasks and pages by latest activity with a total',
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const b = await community.building('B');
      const other = await makeGroup(api, community.id);
      const t1 = await newTask(o, { title: 'ไฟดับ ชั้น 1', labels: ['lamp'], assigneeIDs: [o.admin.userId] });
      const t2 = await newTask(o, {
        title: 'น้ำรั่ว',
        priority: 'URGENT',
        buildingID: b,
        dueAt: '2020-01-01T00:00:00Z',
      });
      const t3 = await newTask(o, { title: 'ไฟดับ ชั้น 2', groupID: other, stage: 'DOING' });
      const closed = await newTask(o, { title: 'ไฟดับ เก่า' });
      ok(await callTask(o.pmc, 'close', { communityID: community.id, taskID: closed.taskID, version: 1 }));
      const list = (q: Record<string, unknown>) =>
        callTask(o.committee, 'list', { communityID: community.id, ...q }).then((r) => ok<Page>(r));
      const all = await list({});
      expect(all.total).toBe(3);
      expect(all.items.map((t) => t.taskID)).toEqual([t3.taskID, t2.taskID, t1.taskID]);
      const ids = async (q: Record<string, unknown>) => (await list(q)).items.map((t) => t.no).sort();
      expect(await ids({ groupID: other })).toEqual([t3.no]);
      expect(await ids({ stage: 'DOING' })).toEqual([t3.no]);
      expect(await ids({ assigneeID: o.admin.userId })).toEqual([t1.no]);
      expect(await ids({ priority: 'URGENT' })).toEqual([t2.no]);
      expect(await ids({ overdue: 'true' })).toEqual([t2.no]);
      expect(await ids({ label: 'lamp' })).toEqual([t1.no]);
      expect(await ids({ buildingID: b })).toEqual([t2.no]);
      expect(await ids({ q: 'ไฟดับ' })).toEqual([t1.no, t3.no]);
      expect((await list({ q: 'ไฟดับ' })).total).toBe(2);

      const first = await list({ limit: 2 });
      expect(first.items).toHaveLength(2);
      expect(first.lastKey).toEqual(expect.any(String));
      const second = await list({ limit: 2, lastKey: first.lastKey });
      expect(second.items.map((t) => t.taskID)).toEqual([t1.taskID]);
      expect(second.lastKey).toBeNull();
      // The total is counted for the first page; the pages after it do not count again.
      expect(first.total).toBe(3);
      expect(second.total).toBeNull();
      expectRefusal(
        await callTask(o.committee, 'list', { communityID: community.id, lastKey: 'nope' }),
        400,
        'BAD_LAST_KEY',
      );
      expectRefusal(
        await callTask(o.committee, 'list', { communityID: community.id, overdue: 'maybe' }),
        400,
      );
    },
  );

  apiTest('cards carry unread and comment counts', async ({ api, community }) => {
    const o = await openOffice(api, community);
    const task = await newTask(o);
    const c = { communityId: community.id, taskId: task.taskID };
    await api.db.insert(issueComments).values([
      { ...c, authorId: o.pmc.userId, body: 'one' },
      { ...c, authorId: o.pmc.userId, body: 'gone', deletedAt: new Date() },
    ]);
    await api.db
      .insert(issueTaskReads)
      .values({ ...c, userId: o.admin.userId, readAt: new Date(Date.now() + 60_000) });
    const asCommittee = ok<Page>(await callTask(o.committee, 'list', { communityID: community.id }))
      .items[0]!;
    expect(asCommittee).toMatchObject({ unread: true, commentCount: 1 });
    const asAdmin = ok<Page>(await callTask(o.admin, 'list', { communityID: community.id })).items[0]!;
    expect(asAdmin.unread).toBe(false);
    // The maker saw their own task; another's change lights the dot for them, not for its author.
    const first = (who: typeof o.pmc) =>
      callTask(who, 'list', { communityID: community.id }).then((r) => ok<Page>(r).items[0]!);
    expect((await first(o.pmc)).unread).toBe(false);
    ok(
      await callTask(o.admin, 'update', {
        communityID: community.id,
        taskID: task.taskID,
        version: 1,
        title: 'ใหม่',
      }),
    );
    expect((await first(o.pmc)).unread).toBe(true);
    expect((await first(o.admin)).unread).toBe(false);
  });

  apiTest('board shows one group by column and place, with the latest closed', async ({ api, community }) => {
    const o = await openOffice(api, community);
    const a = await newTask(o);
    const b = await newTask(o);
    const d = await newTask(o, { stage: 'DOING' });
    const c = await newTask(o);
    ok(
      await callTask(o.pmc, 'update', {
        communityID: community.id,
        taskID: c.taskID,
        version: 1,
        position: 0,
      }),
    );
    ok(await callTask(o.pmc, 'close', { communityID: community.id, taskID: b.taskID, version: 1 }));
    await newTask(o, { groupID: await makeGroup(api, community.id) });
    const board = ok<{ columns: { stage: string; tasks: IssueTask[]; total: number }[] }>(
      await callTask(o.committee, 'board', { communityID: community.id, groupID: o.groupId }),
    );
    expect(board.columns.map((col) => [col.stage, col.tasks.map((t) => t.no), col.total])).toEqual([
      ['TODO', [c.no, a.no], 2],
      ['DOING', [d.no], 1],
      ['WAITING', [], 0],
      ['CLOSED', [b.no], 1],
    ]);
    expectRefusal(
      await callTask(o.committee, 'board', { communityID: community.id, groupID: crypto.randomUUID() }),
      404,
    );
  });

  apiTest(
    'board shows the 20 latest closed, latest first, and counts them all',
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const open = await newTask(o);
      // 22 closed a minute apart, made in the reverse order of their closing.
      const closedAt = (i: number) => new Date(Date.UTC(2026, 0, 1, 8, i));
      await api.db.insert(issueTasks).values(
        Array.from({ length: 22 }, (_, i) => ({
          communityId: community.id,
          groupId: o.groupId,
          no: 100 + i,
          title: `ปิดแล้ว ${i}`,
          stage: 'CLOSED' as const,
          closedAt: closedAt(21 - i),
        })),
      );
      const board = ok<{ columns: { stage: string; tasks: IssueTask[]; total: number }[] }>(
        await callTask(o.committee, 'board', { communityID: community.id, groupID: o.groupId }),
      );
      const [todo, , , closed] = board.columns;
      expect(todo!.tasks.map((t) => t.no)).toEqual([open.no]);
      expect(closed!.total).toBe(22);
      expect(closed!.tasks.map((t) => t.no)).toEqual(Array.from({ length: 20 }, (_, i) => 100 + i));
      expect(closed!.tasks.map((t) => t.closedAt)).toEqual(
        Array.from({ length: 20 }, (_, i) => closedAt(21 - i).toISOString()),
      );
    },
  );

  apiTest('my lists what the caller is assigned to or watches', async ({ api, community }) => {
    const o = await openOffice(api, community);
    const mine = await newTask(o, { assigneeIDs: [o.admin.userId] });
    await newTask(o);
    const watched = await newTask(o, {}, o.admin);
    const closed = await newTask(o, { assigneeIDs: [o.admin.userId] });
    ok(await callTask(o.pmc, 'close', { communityID: community.id, taskID: closed.taskID, version: 1 }));
    const page = ok<Page>(await callTask(o.admin, 'my', { communityID: community.id }));
    expect(page.items.map((t) => t.taskID)).toEqual([watched.taskID, mine.taskID]);
    expect(ok<Page>(await callTask(o.committee, 'my', { communityID: community.id })).items).toEqual([]);
  });

  apiTest('detail shows text, reactions with mine, and watchers', async ({ api, community }) => {
    const o = await openOffice(api, community);
    const task = await newTask(o, { text: 'รายละเอียด', assigneeIDs: [o.admin.userId] });
    const c = { communityId: community.id, taskId: task.taskID };
    await api.db.insert(issueReactions).values([
      { ...c, userId: o.pmc.userId, emoji: 'LIKE' },
      { ...c, userId: o.admin.userId, emoji: 'LIKE' },
      { ...c, userId: o.admin.userId, emoji: 'DONE' },
    ]);
    const d = await detailOf(o, task.taskID, o.committee);
    expect(d).toMatchObject({
      text: 'รายละเอียด',
      closeNote: null,
      closePhoto: null,
      attachments: [],
      watching: false,
    });
    expect(d.reactions).toEqual([
      { emoji: 'LIKE', count: 2, mine: false },
      { emoji: 'DONE', count: 1, mine: false },
    ]);
    expect((await detailOf(o, task.taskID, o.admin)).reactions[0]).toMatchObject({ mine: true });
    expect(d.watchers.map((w) => w.userID).sort()).toEqual([o.pmc.userId, o.admin.userId].sort());
    expectRefusal(
      await callTask(o.pmc, 'detail', { communityID: community.id, taskID: crypto.randomUUID() }),
      404,
      'ISSUE_TASK_NOT_FOUND',
    );
  });
});
