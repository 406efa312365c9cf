import { eq } from 'drizzle-orm';
import { describe, expect, vi } from 'vitest';
import { communityRolePermissions } from '../../platform/tenancy/tables';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { issueTasks } from './tables';
import { callTask, makeGroup, newTask, type Office, ok, openOffice, type TaskOp } from './task-test-kit';

interface Ctx {
  communityID: string;
  taskID: string;
  groupID: string;
  otherGroupID: string;
}
/** A well-formed call of every operation, so only access (or visibility) decides the answer. */
const SAMPLES: Record<TaskOp, (c: Ctx) => Record<string, unknown>> = {
  create: (c) => ({ communityID: c.communityID, groupID: c.groupID, title: 'x' }),
  update: (c) => ({ communityID: c.communityID, taskID: c.taskID, version: 1, title: 'y' }),
  list: (c) => ({ communityID: c.communityID }),
  board: (c) => ({ communityID: c.communityID, groupID: c.groupID }),
  my: (c) => ({ communityID: c.communityID }),
  detail: (c) => ({ communityID: c.communityID, taskID: c.taskID }),
  close: (c) => ({ communityID: c.communityID, taskID: c.taskID, version: 1 }),
  closedList: (c) => ({ communityID: c.communityID }),
  recall: (c) => ({ communityID: c.communityID, taskID: c.taskID, version: 1, reason: 'r' }),
  move: (c) => ({ communityID: c.communityID, taskID: c.taskID, version: 1, groupID: c.otherGroupID }),
};
const OPS = Object.keys(SAMPLES) as TaskOp[];
const READS: TaskOp[] = ['list', 'board', 'my', 'detail', 'closedList'];

async function setUp(api: Parameters<typeof openOffice>[0], o: Office): Promise<Ctx> {
  const task = await newTask(o);
  return {
    communityID: o.kit.id,
    taskID: task.taskID,
    groupID: o.groupId,
    otherGroupID: await makeGroup(api, o.kit.id),
  };
}

describe('who may do what with tasks', () => {
  apiTest(
    'residents and guards get nothing; the committee reads but does not change',
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const c = await setUp(api, o);
      for (const op of OPS) {
        expectRefusal(await callTask(o.resident, op, SAMPLES[op](c)), 403);
        expectRefusal(await callTask(o.guard, op, SAMPLES[op](c)), 403);
        const res = await callTask(o.committee, op, SAMPLES[op](c));
        if (READS.includes(op)) expect(res.statusCode, `${op}: ${res.body}`).toBe(200);
        else expectRefusal(res, 403);
      }
      const [row] = await api.db.select().from(issueTasks).where(eq(issueTasks.id, c.taskID));
      expect(row).toMatchObject({ version: 1, title: 'ไฟที่จอดรถดับ' });
      // Recall needs approve: ADMIN has it.
      ok(await callTask(o.admin, 'close', SAMPLES.close(c)));
      ok(await callTask(o.admin, 'recall', { ...SAMPLES.recall(c), version: 2 }));
    },
  );

  apiTest("another community's staff find none of it, even by ID", async ({ api, community }) => {
    const o = await openOffice(api, community);
    const c = await setUp(api, o);
    const other = await newCommunity(api);
    const stranger = await other.member('PMC');
    const foreign = { ...c, communityID: other.id };
    for (const op of OPS) {
      const res = await callTask(stranger, op, SAMPLES[op](foreign));
      if (['list', 'my', 'closedList'].includes(op)) expect(ok<{ items: unknown[] }>(res).items).toEqual([]);
      else expect(res.statusCode, `${op}: ${res.body}`).toBe(404);
    }
    // Naming the other community outright is refused by the guard.
    expectRefusal(await callTask(stranger, 'detail', SAMPLES.detail(c)), 403);
    const [row] = await api.db.select().from(issueTasks).where(eq(issueTasks.id, c.taskID));
    expect(row).toMatchObject({ version: 1, groupId: c.groupID });
  });

  apiTest("a private group's tasks are unknown to a non-member", async ({ api, community }) => {
    const o = await openOffice(api, community);
    // The committee may work tasks here (write, not approve), to show visibility decides alone.
    await api.db
      .insert(communityRolePermissions)
      .values({ communityId: community.id, role: 'COMMITTEE', permission: 'ISSUE_TRACKING:write' });
    const member = await community.member('COMMITTEE');
    const secret = await makeGroup(api, community.id, { members: [member.userId] });
    const task = await newTask(o, { groupID: secret, assigneeIDs: [member.userId] });
    const c = { communityID: community.id, taskID: task.taskID, groupID: secret, otherGroupID: o.groupId };
    for (const op of ['detail', 'update', 'close', 'move', 'board', 'create'] as const) {
      expectRefusal(await callTask(o.committee, op, SAMPLES[op](c)), 404);
    }
    for (const op of ['list', 'my'] as const) {
      expect(ok<{ items: unknown[] }>(await callTask(o.committee, op, SAMPLES[op](c))).items).toEqual([]);
    }
    // The member sees it and works it; a manager sees it without being a member.
    expect(ok<{ items: unknown[] }>(await callTask(member, 'my', SAMPLES.my(c))).items).toHaveLength(1);
    ok(await callTask(member, 'update', SAMPLES.update(c)));
    expect(ok<{ total: number }>(await callTask(o.admin, 'list', SAMPLES.list(c))).total).toBe(1);
  });

  apiTest('live changes reach only those who may see the group', async ({ api, community }) => {
    const o = await openOffice(api, community);
    const member = await community.member('COMMITTEE');
    const secret = await makeGroup(api, community.id, { members: [member.userId] });
    const publish = vi.spyOn(api.app.services.realtime, 'publish');
    try {
      const open = await newTask(o);
      const hidden = await newTask(o, { groupID: secret });
      const deliveries = publish.mock.calls.map(([communityId, d]) => ({ communityId, ...d[0]! }));
      expect(deliveries).toHaveLength(2);
      expect(deliveries[0]!.event).toEqual({
        type: 'changed',
        featureEnum: 'ISSUE_TRACKING',
        ids: [open.taskID, o.groupId],
      });
      const sees = (i: number) => new Set(deliveries[i]!.userIds);
      for (const who of [o.pmc, o.admin, o.committee, member]) expect(sees(0).has(who.userId)).toBe(true);
      for (const who of [o.resident, o.guard]) expect(sees(0).has(who.userId)).toBe(false);
      expect(deliveries[1]!.event).toMatchObject({ ids: [hidden.taskID, secret] });
      for (const who of [o.pmc, o.admin, member]) expect(sees(1).has(who.userId)).toBe(true);
      for (const who of [o.committee, o.resident, o.guard]) expect(sees(1).has(who.userId)).toBe(false);
    } finally {
      publish.mockRestore();
    }
  });

  apiTest('a village has no issue tracking', async ({ api }) => {
    const village = await newCommunity(api, { type: 'VILLAGE' });
    const pmc = await village.member('PMC');
    const groupID = await makeGroup(api, village.id);
    expectRefusal(await callTask(pmc, 'list', { communityID: village.id }), 403, 'FEATURE_DISABLED');
    expectRefusal(
      await callTask(pmc, 'create', { communityID: village.id, groupID, title: 'x' }),
      403,
      'FEATURE_DISABLED',
    );
  });
});
