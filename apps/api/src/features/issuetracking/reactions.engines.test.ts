import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest as test } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { comment, makeGroup, makeTask, ok } from './issue-test-kit';
import { issueReactions } from './tables';

describe('reactions on tasks and comments', () => {
  test('toggle on and off, answer the counts with mine, and list who reacted', async ({ api, community }) => {
    const pmc = await community.member('PMC');
    const committee = await community.member('COMMITTEE');
    const group = await makeGroup(api, community.id);
    const task = await makeTask(api, community.id, group.id);
    const react = (who: typeof pmc, emoji: string) =>
      who.call('POST', '/api/issuetracking/task/reaction', {
        body: { communityID: community.id, taskID: task.id, emoji },
      });

    expect(ok(await react(pmc, 'DONE')).data).toEqual([{ emoji: 'DONE', count: 1, mine: true }]);
    expect(ok(await react(committee, 'LIKE')).data).toEqual([
      { emoji: 'LIKE', count: 1, mine: true },
      { emoji: 'DONE', count: 1, mine: false },
    ]);
    expect(ok(await react(committee, 'DONE')).data).toEqual([
      { emoji: 'LIKE', count: 1, mine: true },
      { emoji: 'DONE', count: 2, mine: true },
    ]);
    expect(ok(await react(committee, 'LIKE')).data).toEqual([{ emoji: 'DONE', count: 2, mine: true }]);
    expectRefusal(await react(pmc, 'ANGRY'), 400, 'VALIDATION_FAILED');

    const users = ok(
      await pmc.call('GET', '/api/issuetracking/task/reaction/user/list', {
        query: { communityID: community.id, taskID: task.id, emoji: 'DONE' },
      }),
    ).items;
    expect(users.map((u: { person: { userID: string } }) => u.person.userID)).toEqual([
      pmc.userId,
      committee.userId,
    ]);

    // A comment's reactions are its own: the task's are untouched.
    const c = ok(await comment(pmc, community.id, task.id, 'เสร็จแล้ว')).data;
    const onComment = ok(
      await committee.call('POST', '/api/issuetracking/comment/reaction', {
        body: { communityID: community.id, commentID: c.commentID, emoji: 'LOVE' },
      }),
    ).data;
    expect(onComment).toEqual([{ emoji: 'LOVE', count: 1, mine: true }]);
    const whoLoved = ok(
      await pmc.call('GET', '/api/issuetracking/comment/reaction/user/list', {
        query: { communityID: community.id, commentID: c.commentID },
      }),
    ).items;
    expect(whoLoved).toEqual([
      {
        emoji: 'LOVE',
        person: expect.objectContaining({ userID: committee.userId }),
        at: expect.any(String),
      },
    ]);
    expect(ok(await react(pmc, 'DONE')).data).toEqual([{ emoji: 'DONE', count: 1, mine: false }]);

    // A deleted comment takes no more reactions.
    ok(
      await pmc.call('POST', '/api/issuetracking/comment/delete', {
        body: { communityID: community.id, commentID: c.commentID },
      }),
    );
    expectRefusal(
      await committee.call('POST', '/api/issuetracking/comment/reaction', {
        body: { communityID: community.id, commentID: c.commentID, emoji: 'LOVE' },
      }),
      409,
      'ISSUE_COMMENT_DELETED',
    );
  });

  test('20 toggles at once leave the count the table holds, and never fail', async ({ api, community }) => {
    const group = await makeGroup(api, community.id);
    const task = await makeTask(api, community.id, group.id);
    const people = await Promise.all(Array.from({ length: 20 }, () => community.member('COMMITTEE')));
    const body = { communityID: community.id, taskID: task.id, emoji: 'LIKE' };

    // Twenty people at once: twenty reactions.
    const answers = await Promise.all(
      people.map((p) => p.call('POST', '/api/issuetracking/task/reaction', { body })),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    expect(await countRows(api.db, issueReactions, eq(issueReactions.taskId, task.id))).toBe(20);
    const last = ok(await people[0]!.call('POST', '/api/issuetracking/task/reaction', { body })).data;
    expect(last).toEqual([{ emoji: 'LIKE', count: 19, mine: false }]);

    // One person twenty times at once: whatever the order, at most one row, and the answer agrees.
    const one = people[1]!;
    const toggles = await Promise.all(
      Array.from({ length: 20 }, () => one.call('POST', '/api/issuetracking/task/reaction', { body })),
    );
    for (const a of toggles) expect(a.statusCode, a.body).toBe(200);
    const rows = await countRows(api.db, issueReactions, eq(issueReactions.taskId, task.id));
    expect([18, 19]).toContain(rows);
    const users = ok(
      await one.call('GET', '/api/issuetracking/task/reaction/user/list', {
        query: { communityID: community.id, taskID: task.id },
      }),
    ).items;
    expect(users).toHaveLength(rows);
  });
});
