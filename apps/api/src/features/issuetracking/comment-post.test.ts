import { COMMENT_MAX } from '@cc/contracts/issuetracking';
import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest as test } from '../../test/api-test';
import type { Member } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { comment, FILES, form, isWatching, makeGroup, makeTask, ok } from './issue-test-kit';
import { issueAttachments, issueComments, issueTaskEvents, issueTasks } from './tables';

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
