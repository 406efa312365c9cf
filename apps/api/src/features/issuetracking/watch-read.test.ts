import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest as test } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { comment, isWatching, makeGroup, makeTask, ok } from './issue-test-kit';
import { issueTaskReads, issueTasks } from './tables';

describe('watching, reading and the activity list', () => {
  test('watch and stop watching; a watcher hears of comments, a former one does not', async ({
    api,
    community,
  }) => {
    const committee = await community.member('COMMITTEE');
    const pmc = await community.member('PMC');
    const group = await makeGroup(api, community.id);
    const task = await makeTask(api, community.id, group.id);
    const watch = (watching: boolean) =>
      committee.call('POST', '/api/issuetracking/task/watch', {
        body: { communityID: community.id, taskID: task.id, watching },
      });
    expect(ok(await watch(true)).data).toEqual({ watching: true });
    expect(ok(await watch(true)).data).toEqual({ watching: true });
    expect(await isWatching(api, task.id, committee.userId)).toBe(true);
    ok(await comment(pmc, community.id, task.id, 'หนึ่ง'));
    expect(ok(await watch(false)).data).toEqual({ watching: false });
    expect(await isWatching(api, task.id, committee.userId)).toBe(false);
    ok(await comment(pmc, community.id, task.id, 'สอง'));
    const inbox = ok(
      await committee.call('GET', '/api/notification/inbox', { query: { communityID: community.id } }),
    ).items;
    expect(inbox).toHaveLength(1);
    expectRefusal(
      await committee.call('POST', '/api/issuetracking/task/watch', {
        body: { communityID: community.id, taskID: task.id, watching: 'yes' },
      }),
      400,
      'VALIDATION_FAILED',
    );
  });

  test('read marks one task; read all marks every unread task the caller can see, of one group or all', async ({
    api,
    community,
  }) => {
    const committee = await community.member('COMMITTEE');
    const a = await makeGroup(api, community.id);
    const b = await makeGroup(api, community.id);
    const hidden = await makeGroup(api, community.id, { isPrivate: true });
    const [a1, a2] = [await makeTask(api, community.id, a.id), await makeTask(api, community.id, a.id)];
    const b1 = await makeTask(api, community.id, b.id, { stage: 'CLOSED' });
    const h1 = await makeTask(api, community.id, hidden.id);
    const readAt = async (taskId: string) =>
      (
        await api.db
          .select()
          .from(issueTaskReads)
          .where(and(eq(issueTaskReads.taskId, taskId), eq(issueTaskReads.userId, committee.userId)))
      )[0]?.readAt;

    ok(
      await committee.call('POST', '/api/issuetracking/task/read', {
        body: { communityID: community.id, taskID: a1.id },
      }),
    );
    expect(await readAt(a1.id)).toBeInstanceOf(Date);
    const all = (groupID?: string) =>
      committee.call('POST', '/api/issuetracking/task/read/all', {
        body: { communityID: community.id, groupID },
      });
    expect(ok(await all(a.id)).data).toEqual({ marked: 1 });
    expect(await readAt(a2.id)).toBeInstanceOf(Date);
    expect(await readAt(b1.id)).toBeUndefined();
    expect(ok(await all()).data).toEqual({ marked: 1 });
    expect(await readAt(b1.id)).toBeInstanceOf(Date);
    expect(await readAt(h1.id)).toBeUndefined();
    expect(ok(await all()).data).toEqual({ marked: 0 });

    // Something new on a task makes it unread again.
    await api.db
      .update(issueTasks)
      .set({ activityAt: new Date(Date.now() + 60_000) })
      .where(eq(issueTasks.id, a2.id));
    expect(ok(await all()).data).toEqual({ marked: 1 });
    expectRefusal(await all(hidden.id), 404, 'ISSUE_GROUP_NOT_FOUND');
  });

  test('activity lists what happened, oldest first, in keyset pages', async ({ api, community }) => {
    const pmc = await community.member('PMC');
    const group = await makeGroup(api, community.id);
    const task = await makeTask(api, community.id, group.id);
    for (const text of ['หนึ่ง', 'สอง', 'สาม']) ok(await comment(pmc, community.id, task.id, text));
    const page = (lastKey?: string) =>
      pmc.call('GET', '/api/issuetracking/task/activity', {
        query: { communityID: community.id, taskID: task.id, limit: 2, lastKey },
      });
    const first = ok(await page());
    expect(first.items).toHaveLength(2);
    expect(first.items[0]).toMatchObject({ kind: 'COMMENTED', actor: { userID: pmc.userId } });
    const second = ok(await page(first.lastKey));
    expect(second.items).toHaveLength(1);
    expect(second.lastKey).toBeNull();
    expect(Number(second.items[0].activityID)).toBeGreaterThan(Number(first.items[1].activityID));
    expectRefusal(await page('W10'), 400, 'BAD_LAST_KEY');
  });
});
