import { issueOps } from '@cc/contracts/issuetracking-ops';
import type { Role } from '@cc/contracts/roles';
import { describe, expect } from 'vitest';
import { announceAccessChange } from '../../platform/tenancy/access-change';
import { communityRolePermissions } from '../../platform/tenancy/tables';
import { apiTest as test } from '../../test/api-test';
import type { CommunityKit, Member } from '../../test/community-kit';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import type { TestApp } from '../../test/test-app';
import { comment, FILES, form, makeGroup, makeTask, ok } from './issue-test-kit';

type OpName = keyof typeof issueOps.comment | 'search';
interface Ctx {
  communityID: string;
  taskID: string;
  commentID: string;
  attachmentID: string;
  groupID: string;
}
type Sample = (c: Ctx) => {
  query?: Record<string, string>;
  body?: object;
  payload?: Buffer;
  headers?: Record<string, string>;
};

const OPS = { ...issueOps.comment, search: issueOps.task.search };
/** A well-formed call of every operation, so only access and visibility decide the answer. */
const SAMPLES: Record<OpName, Sample> = {
  comment: (c) => ({ body: { communityID: c.communityID, taskID: c.taskID, text: 'สวัสดี' } }),
  update: (c) => ({ body: { communityID: c.communityID, commentID: c.commentID, text: 'แก้ไข' } }),
  remove: (c) => ({ body: { communityID: c.communityID, commentID: c.commentID } }),
  list: (c) => ({ query: { communityID: c.communityID, taskID: c.taskID } }),
  commentReaction: (c) => ({ body: { communityID: c.communityID, commentID: c.commentID, emoji: 'LIKE' } }),
  commentReactionUsers: (c) => ({ query: { communityID: c.communityID, commentID: c.commentID } }),
  taskReaction: (c) => ({ body: { communityID: c.communityID, taskID: c.taskID, emoji: 'LIKE' } }),
  taskReactionUsers: (c) => ({ query: { communityID: c.communityID, taskID: c.taskID } }),
  attach: (c) => ({
    query: { communityID: c.communityID, taskID: c.taskID },
    ...form({}, [{ field: 'files', name: 'a.png', bytes: FILES.png }]),
  }),
  detach: (c) => ({ body: { communityID: c.communityID, taskID: c.taskID, attachmentID: c.attachmentID } }),
  activity: (c) => ({ query: { communityID: c.communityID, taskID: c.taskID } }),
  watch: (c) => ({ body: { communityID: c.communityID, taskID: c.taskID, watching: true } }),
  read: (c) => ({ body: { communityID: c.communityID, taskID: c.taskID } }),
  readAll: (c) => ({ body: { communityID: c.communityID, groupID: c.groupID } }),
  search: (c) => ({ query: { communityID: c.communityID, q: 'ลาน' } }),
};
const NAMES = Object.keys(OPS) as OpName[];
/** The operations that name a comment rather than a task. */
const BY_COMMENT: OpName[] = ['update', 'remove', 'commentReaction', 'commentReactionUsers'];
const call = (who: Member, name: OpName, c: Ctx) =>
  who.call(OPS[name].method, OPS[name].path, SAMPLES[name](c));

/** A group, a task in it with a comment (by `author`) and an attachment. */
async function world(
  api: TestApp,
  community: CommunityKit,
  author: Member,
  opts: { isPrivate?: boolean; members?: string[] } = {},
) {
  const group = await makeGroup(api, community.id, opts);
  const task = await makeTask(api, community.id, group.id, { title: 'ไฟลานจอดดับ' });
  const c = ok(await comment(author, community.id, task.id, 'ความเห็น')).data;
  const [attachment] = ok(
    await author.call('POST', '/api/issuetracking/task/attachment', {
      query: { communityID: community.id, taskID: task.id },
      ...form({}, [{ field: 'files', name: 'a.png', bytes: FILES.png }]),
    }),
  ).items;
  return {
    communityID: community.id,
    groupID: group.id,
    taskID: task.id,
    commentID: c.commentID,
    attachmentID: attachment.attachmentID,
  } satisfies Ctx;
}

describe('who may talk about a task', () => {
  test('every operation is in the OpenAPI document and declares an issue-tracking permission', async ({
    api,
  }) => {
    const doc = (await api.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const name of NAMES) {
      const op = OPS[name];
      expect(doc.paths[op.path]?.[op.method.toLowerCase()], op.path).toBeDefined();
      expect(op.access).toMatchObject({
        kind: 'community',
        permission: expect.stringMatching(/^ISSUE_TRACKING:(read|write)$/),
      });
    }
  });

  test('residents and guards get nothing; committee talks but does not attach; staff do all', async ({
    api,
    community,
  }) => {
    const pmc = await community.member('PMC');
    const c = await world(api, community, pmc);
    for (const role of ['RESIDENT', 'GUARD'] as Role[]) {
      const who = await community.member(role);
      for (const name of NAMES) expectRefusal(await call(who, name, c), 403, 'PERMISSION_DENIED');
    }
    const committee = await community.member('COMMITTEE');
    for (const name of ['attach', 'detach'] as const)
      expectRefusal(await call(committee, name, c), 403, 'PERMISSION_DENIED');
    // The committee member's own comment, to edit and delete.
    const own = ok(await comment(committee, community.id, c.taskID, 'ของกรรมการ')).data;
    const mine = { ...c, commentID: own.commentID };
    for (const name of NAMES.filter((n) => n !== 'attach' && n !== 'detach' && n !== 'remove'))
      ok(await call(committee, name, mine));
    ok(await call(committee, 'remove', mine));
    const admin = await community.member('ADMIN');
    for (const name of NAMES.filter((n) => n !== 'update' && n !== 'remove')) ok(await call(admin, name, c));
  });

  test("another community's task, comment and attachment IDs answer as unknown", async ({
    api,
    community,
  }) => {
    const pmc = await community.member('PMC');
    const mine = await world(api, community, pmc);
    const other = await newCommunity(api);
    const theirs = await world(api, other, await other.member('PMC'));
    const foreign = { ...theirs, communityID: mine.communityID };
    for (const name of NAMES.filter((n) => n !== 'search')) {
      const res = await call(pmc, name, foreign);
      expectRefusal(res, 404);
    }
    const found = ok(await call(pmc, 'search', mine));
    expect(found.items.map((t: { taskID: string }) => t.taskID)).toEqual([mine.taskID]);
  });

  test("a private group's outsiders get 404 for all of it, its members and managers do not", async ({
    api,
    community,
  }) => {
    const pmc = await community.member('PMC');
    const member = await community.member('COMMITTEE');
    const secret = await world(api, community, pmc, { isPrivate: true, members: [member.userId] });
    const outsider = await community.member('COMMITTEE');
    // A worker who manages nothing (this community lets guards work tasks): writing is no key either.
    await api.db.insert(communityRolePermissions).values(
      ['ISSUE_TRACKING:read', 'ISSUE_TRACKING:write'].map((permission) => ({
        communityId: community.id,
        role: 'GUARD',
        permission,
      })),
    );
    await announceAccessChange(api.db, { communityId: community.id });
    const worker = await community.member('GUARD');
    for (const who of [outsider, worker]) {
      for (const name of NAMES.filter((n) => n !== 'search' && n !== 'readAll'))
        if (who === worker || (name !== 'attach' && name !== 'detach'))
          expectRefusal(
            await call(who, name, secret),
            404,
            BY_COMMENT.includes(name) ? 'ISSUE_COMMENT_NOT_FOUND' : 'ISSUE_TASK_NOT_FOUND',
          );
      expectRefusal(await call(who, 'readAll', secret), 404, 'ISSUE_GROUP_NOT_FOUND');
      expect(ok(await call(who, 'search', secret)).total).toBe(0);
    }
    expect(ok(await call(member, 'search', secret)).total).toBe(1);
    for (const name of [
      'list',
      'activity',
      'taskReaction',
      'commentReaction',
      'watch',
      'read',
      'readAll',
    ] as const)
      ok(await call(member, name, secret));
    ok(await call(pmc, 'detach', secret));
  });
});
