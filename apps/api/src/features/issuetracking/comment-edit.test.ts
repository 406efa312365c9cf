import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest as test } from '../../test/api-test';
import type { Member } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { comment, makeGroup, makeTask, ok } from './issue-test-kit';
import { issueCommentEdits, issueComments } from './tables';

describe('comment/update and comment/delete', () => {
  test('the author edits within 15 minutes, keeping the earlier text; later it is refused', async ({
    api,
    community,
  }) => {
    const pmc = await community.member('PMC');
    const other = await community.member('ADMIN');
    const group = await makeGroup(api, community.id);
    const task = await makeTask(api, community.id, group.id);
    const c = ok(await comment(pmc, community.id, task.id, 'ไฟดับสามดวง')).data;
    const edit = (who: Member, text: string) =>
      who.call('POST', '/api/issuetracking/comment/update', {
        body: { communityID: community.id, commentID: c.commentID, text },
      });

    const edited = ok(await edit(pmc, 'ไฟดับสี่ดวง')).data;
    expect(edited).toMatchObject({ text: 'ไฟดับสี่ดวง', editedAt: expect.any(String), canEdit: true });
    const kept = await api.db
      .select()
      .from(issueCommentEdits)
      .where(eq(issueCommentEdits.commentId, c.commentID));
    expect(kept.map((k) => k.body)).toEqual(['ไฟดับสามดวง']);

    expectRefusal(await edit(other, 'ของฉัน'), 403, 'ISSUE_COMMENT_NOT_YOURS');
    expectRefusal(await edit(pmc, '   '), 400, 'VALIDATION_FAILED');

    await api.db
      .update(issueComments)
      .set({ createdAt: new Date(Date.now() - 16 * 60_000) })
      .where(eq(issueComments.id, c.commentID));
    const late = expectRefusal(await edit(pmc, 'สายไป'), 409, 'ISSUE_COMMENT_EDIT_EXPIRED');
    expect(late.message).toMatch(/15/);
    expect(await countRows(api.db, issueCommentEdits, eq(issueCommentEdits.commentId, c.commentID))).toBe(1);
    const list = ok(
      await pmc.call('GET', '/api/issuetracking/comment/list', {
        query: { communityID: community.id, taskID: task.id },
      }),
    ).items;
    expect(list[0]).toMatchObject({ text: 'ไฟดับสี่ดวง', canEdit: false, canDelete: true });
  });

  test('the author or a manager deletes; a placeholder stays; others are refused', async ({
    api,
    community,
  }) => {
    const committee = await community.member('COMMITTEE');
    const otherCommittee = await community.member('COMMITTEE');
    const pmc = await community.member('PMC');
    const group = await makeGroup(api, community.id);
    const task = await makeTask(api, community.id, group.id);
    const mine = ok(await comment(committee, community.id, task.id, 'ความเห็นแรก')).data;
    const second = ok(await comment(committee, community.id, task.id, 'ความเห็นที่สอง')).data;
    const del = (who: Member, commentID: string) =>
      who.call('POST', '/api/issuetracking/comment/delete', {
        body: { communityID: community.id, commentID },
      });

    expectRefusal(await del(otherCommittee, mine.commentID), 403, 'ISSUE_COMMENT_NOT_YOURS');
    ok(await del(committee, mine.commentID));
    ok(await del(pmc, second.commentID));
    expectRefusal(await del(committee, mine.commentID), 409, 'ISSUE_COMMENT_DELETED');
    expectRefusal(
      await committee.call('POST', '/api/issuetracking/comment/update', {
        body: { communityID: community.id, commentID: mine.commentID, text: 'แก้' },
      }),
      409,
      'ISSUE_COMMENT_DELETED',
    );

    const rows = await api.db.select().from(issueComments).where(eq(issueComments.taskId, task.id));
    expect(rows.map((r) => [r.body, r.deletedBy])).toEqual(
      expect.arrayContaining([
        ['ความเห็นแรก', committee.userId],
        ['ความเห็นที่สอง', pmc.userId],
      ]),
    );
    const list = ok(
      await otherCommittee.call('GET', '/api/issuetracking/comment/list', {
        query: { communityID: community.id, taskID: task.id },
      }),
    ).items;
    expect(
      list.map((c: { deleted: boolean; text: string; canDelete: boolean }) => [
        c.deleted,
        c.text,
        c.canDelete,
      ]),
    ).toEqual([
      [true, '', false],
      [true, '', false],
    ]);
  });
});

describe('GET /api/issuetracking/comment/list', () => {
  test('pages oldest first with people, mentions, reactions and what the caller may do', async ({
    api,
    community,
  }) => {
    const pmc = await community.member('PMC');
    const committee = await community.member('COMMITTEE');
    const group = await makeGroup(api, community.id);
    const task = await makeTask(api, community.id, group.id);
    for (let i = 1; i <= 5; i++)
      ok(await comment(i % 2 ? pmc : committee, community.id, task.id, `ข้อความ ${i}`, [committee.userId]));
    const first = ok(
      await committee.call('GET', '/api/issuetracking/comment/list', {
        query: { communityID: community.id, taskID: task.id, limit: 3 },
      }),
    );
    expect(first.items.map((c: { text: string }) => c.text)).toEqual(['ข้อความ 1', 'ข้อความ 2', 'ข้อความ 3']);
    expect(first.items.map((c: { canEdit: boolean }) => c.canEdit)).toEqual([false, true, false]);
    expect(first.items[0].mentions).toEqual([expect.objectContaining({ userID: committee.userId })]);
    ok(
      await committee.call('POST', '/api/issuetracking/comment/reaction', {
        body: { communityID: community.id, commentID: first.items[0].commentID, emoji: 'LIKE' },
      }),
    );
    const rest = ok(
      await committee.call('GET', '/api/issuetracking/comment/list', {
        query: { communityID: community.id, taskID: task.id, limit: 3, lastKey: first.lastKey },
      }),
    );
    expect(rest.items.map((c: { text: string }) => c.text)).toEqual(['ข้อความ 4', 'ข้อความ 5']);
    expect(rest.lastKey).toBeNull();
    const again = ok(
      await pmc.call('GET', '/api/issuetracking/comment/list', {
        query: { communityID: community.id, taskID: task.id, limit: 1 },
      }),
    );
    expect(again.items[0].reactions).toEqual([{ emoji: 'LIKE', count: 1, mine: false }]);
    expectRefusal(
      await pmc.call('GET', '/api/issuetracking/comment/list', {
        query: { communityID: community.id, taskID: task.id, lastKey: 'garbage' },
      }),
      400,
      'BAD_LAST_KEY',
    );
  });
});
