import { COMMENT_MAX } from '@cc/contracts/issuetracking';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest as test } from '../../test/api-test';
import type { Member } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { comment, FILES, form, isWatching, makeGroup, makeTask, ok } from './issue-test-kit';
import { issueAttachments, issueCommentEdits, issueComments, issueTaskEvents, issueTasks } from './tables';

const inbox = async (m: Member, communityID: string) =>
  ok(await m.call('GET', '/api/notification/inbox', { query: { communityID } })).items as {
    inboxTitle: string;
    inboxBody: string;
    featureEnum: string;
    target: string;
  }[];

describe('POST /api/issuetracking/comment', () => {
  test('saves the comment, its activity, the author as watcher; tells the mentioned and the watchers', async ({
    api,
    community,
  }) => {
    const pmc = await community.member('PMC');
    const committee = await community.member('COMMITTEE');
    const watcher = await community.member('ADMIN');
    const group = await makeGroup(api, community.id);
    const task = await makeTask(api, community.id, group.id, { watchers: [watcher.userId] });
    const before = task.activityAt;

    const res = await comment(committee, community.id, task.id, '  ช่างจะมาพรุ่งนี้ @pmc  ', [pmc.userId]);
    const c = ok(res).data;
    expect(c).toMatchObject({
      taskID: task.id,
      text: 'ช่างจะมาพรุ่งนี้ @pmc',
      author: { userID: committee.userId, name: 'COMMITTEE Kit' },
      mentions: [{ userID: pmc.userId }],
      photos: [],
      reactions: [],
      deleted: false,
      canEdit: true,
      canDelete: true,
      editedAt: null,
    });
    const [event] = await api.db.select().from(issueTaskEvents).where(eq(issueTaskEvents.taskId, task.id));
    expect(event).toMatchObject({
      kind: 'COMMENTED',
      actorId: committee.userId,
      detail: { commentID: c.commentID },
    });
    const [after] = await api.db.select().from(issueTasks).where(eq(issueTasks.id, task.id));
    expect(after!.activityAt.getTime()).toBeGreaterThan(before.getTime());
    expect(await isWatching(api, task.id, committee.userId)).toBe(true);

    const target = `/dashboard/issuetracking/group/task?groupID=${group.id}&taskID=${task.id}`;
    const [mention] = await inbox(pmc, community.id);
    expect(mention).toMatchObject({
      featureEnum: 'ISSUE_TRACKING',
      target,
      inboxTitle: 'COMMITTEE Kit กล่าวถึงคุณ',
    });
    expect(mention!.inboxBody).toContain('T-000001');
    const [watched] = await inbox(watcher, community.id);
    expect(watched).toMatchObject({ target, inboxTitle: expect.stringContaining('ความคิดเห็นใหม่') });
    expect(await inbox(committee, community.id)).toEqual([]);

    // The committee member now watches: a comment by someone else reaches them, not its author.
    ok(await comment(pmc, community.id, task.id, 'รับทราบ'));
    expect((await inbox(committee, community.id)).map((i) => i.inboxTitle)).toEqual([
      expect.stringContaining('ความคิดเห็นใหม่'),
    ]);
    expect(await inbox(pmc, community.id)).toHaveLength(1);
  });

  test('takes a form with up to five photos, stored privately and shown through signed links', async ({
    api,
    community,
  }) => {
    const pmc = await community.member('PMC');
    const group = await makeGroup(api, community.id);
    const task = await makeTask(api, community.id, group.id);
    const { payload, headers } = form({ taskID: task.id, text: '' }, [
      { field: 'photos', name: 'lamp.png', bytes: FILES.png },
      { field: 'photos', name: 'wall.jpg', bytes: FILES.jpeg },
    ]);
    const res = await pmc.call('POST', '/api/issuetracking/comment', {
      query: { communityID: community.id },
      payload,
      headers,
    });
    const c = ok(res).data;
    expect(c.text).toBe('');
    expect(
      c.photos.map((p: { fileName: string; contentType: string }) => [p.fileName, p.contentType]),
    ).toEqual([
      ['lamp.png', 'image/png'],
      ['wall.jpg', 'image/jpeg'],
    ]);
    const rows = await api.db.select().from(issueAttachments).where(eq(issueAttachments.taskId, task.id));
    expect(rows.every((r) => r.fileKey.startsWith(`private/c-${community.id}/issuetracking/`))).toBe(true);
    const file = await api.app.inject({ url: c.photos[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(FILES.png)).toBe(true);

    // Mentions travel as repeated fields too.
    const mentioned = await community.member('COMMITTEE');
    const second = form({ taskID: task.id, text: 'ดูรูปนี้', mentionIDs: [mentioned.userId] }, []);
    const again = ok(
      await pmc.call('POST', '/api/issuetracking/comment', {
        query: { communityID: community.id },
        ...second,
      }),
    ).data;
    expect(again.mentions.map((p: { userID: string }) => p.userID)).toEqual([mentioned.userId]);
  });

  test('refuses bad input with 400 and saves nothing', async ({ api, community }) => {
    const pmc = await community.member('PMC');
    const resident = await community.member('RESIDENT');
    const outsider = await community.member('COMMITTEE');
    const group = await makeGroup(api, community.id, { isPrivate: true, members: [] });
    const task = await makeTask(api, community.id, group.id);
    const send = (body: Record<string, unknown>) =>
      pmc.call('POST', '/api/issuetracking/comment', {
        body: { communityID: community.id, taskID: task.id, ...body },
      });

    expectRefusal(await send({ text: '   ' }), 400, 'ISSUE_COMMENT_EMPTY');
    expectRefusal(await send({ text: 'x'.repeat(COMMENT_MAX + 1) }), 400, 'VALIDATION_FAILED');
    expectRefusal(await send({ text: 'hi', mentionIDs: ['nope'] }), 400, 'VALIDATION_FAILED');
    expectRefusal(await send({ text: 'hi', mentionIDs: [resident.userId] }), 400, 'ISSUE_MENTION_NOT_READER');
    // A committee member outside the private group cannot see it, so cannot be mentioned there.
    expectRefusal(await send({ text: 'hi', mentionIDs: [outsider.userId] }), 400, 'ISSUE_MENTION_NOT_READER');
    expectRefusal(await send({ text: 'hi', taskID: 'not-a-task' }), 400, 'VALIDATION_FAILED');

    const photos = (n: number, bytes = FILES.png) =>
      form(
        { taskID: task.id, text: 'รูป' },
        Array.from({ length: n }, (_, i) => ({ field: 'photos', name: `p${i}.png`, bytes })),
      );
    const post = (f: ReturnType<typeof form>) =>
      pmc.call('POST', '/api/issuetracking/comment', { query: { communityID: community.id }, ...f });
    expectRefusal(await post(photos(6)), 400, 'ISSUE_COMMENT_PHOTO_LIMIT');
    expectRefusal(await post(photos(1, FILES.pdf)), 400, 'UNSUPPORTED_FILE', /JPEG/);
    expectRefusal(
      await post(form({ taskID: task.id, text: 'x' }, [{ field: 'file', name: 'a.png', bytes: FILES.png }])),
      400,
      'UNSUPPORTED_FILE',
    );
    expect(await countRows(api.db, issueComments, eq(issueComments.taskId, task.id))).toBe(0);
    expect(await countRows(api.db, issueAttachments, eq(issueAttachments.taskId, task.id))).toBe(0);
    expect(await countRows(api.db, issueTaskEvents, eq(issueTaskEvents.taskId, task.id))).toBe(0);
  });
});

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
