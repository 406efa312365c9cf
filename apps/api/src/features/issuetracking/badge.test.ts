import type { FeatureBadge } from '@cc/contracts/home';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import type { Member } from '../../test/community-kit';
import { newCommunity } from '../../test/community-kit';
import { insertGroup, insertTask } from './group-test-kit';
import { ok } from './issue-test-kit';
import { openOffice } from './task-test-kit';

/** The caller's issue-tracking badge on the landing, or undefined when they have none. */
const issueBadgeOf = async (who: Member, communityID: string) =>
  (
    ok(await who.call('GET', '/api/badge/summary', { query: { communityID } })).data as {
      items: FeatureBadge[];
    }
  ).items.find((b) => b.key === 'issuetracking');

describe('the issue-tracking badge', () => {
  apiTest(
    "counts the caller's open tasks, assigned or in their groups, in the groups they see, of this community only",
    async ({ api, community }) => {
      const o = await openOffice(api, community);
      const c = community.id;
      const committeeGroup = await insertGroup(api, c, { isPrivate: true, members: [o.committee.userId] });
      const adminGroup = await insertGroup(api, c, { isPrivate: true, members: [o.admin.userId] });

      await insertTask(api, c, o.groupId, { stage: 'DOING', assignees: [o.pmc.userId] });
      await insertTask(api, c, o.groupId, {
        stage: 'WAITING',
        assignees: [o.pmc.userId, o.committee.userId],
      });
      await insertTask(api, c, o.groupId, { stage: 'CLOSED', assignees: [o.pmc.userId] });
      // Nobody's: a public group has no members, and no one is assigned.
      await insertTask(api, c, o.groupId);
      // The committee member's group: theirs, whoever is assigned.
      await insertTask(api, c, committeeGroup);
      await insertTask(api, c, committeeGroup, { assignees: [o.pmc.userId] });
      // Assigned to the committee member in a private group they do not see: the list hides it.
      await insertTask(api, c, adminGroup, { assignees: [o.committee.userId] });

      // Another community's rows naming these people, in a group they are members of there.
      const other = await newCommunity(api, { name: 'Other office' });
      const theirGroup = await insertGroup(api, other.id, {
        isPrivate: true,
        members: [o.pmc.userId, o.committee.userId],
      });
      await insertTask(api, other.id, theirGroup, { assignees: [o.pmc.userId, o.committee.userId] });

      // PMC: the two assigned (closed left out); managing issue tracking sees the committee's
      // private group, where one task is assigned to them too.
      expect(await issueBadgeOf(o.pmc, c)).toMatchObject({
        featureEnum: 'ISSUE_TRACKING',
        count: 3,
        parts: [{ name: 'mine', count: 3, target: '/dashboard/issuetracking' }],
      });
      // The committee: one assigned, two in their group; not the one in the group hidden from them.
      expect((await issueBadgeOf(o.committee, c))?.count).toBe(3);
      // The admin: the task of their group, though assigned to someone else.
      expect((await issueBadgeOf(o.admin, c))?.count).toBe(1);
      // Residents and guards do not read issue tracking: no badge at all.
      expect(await issueBadgeOf(o.resident, c)).toBeUndefined();
      expect(await issueBadgeOf(o.guard, c)).toBeUndefined();
    },
  );

  apiTest('follows a task closed, and a member taken off the group', async ({ api, community }) => {
    const o = await openOffice(api, community);
    const c = community.id;
    const group = await insertGroup(api, c, { isPrivate: true, members: [o.committee.userId] });
    const task = await insertTask(api, c, group, { assignees: [o.committee.userId] });
    expect((await issueBadgeOf(o.committee, c))?.count).toBe(1);
    ok(
      await o.pmc.call('PUT', '/api/issuetracking/group/member', {
        body: { communityID: c, groupID: group, memberIDs: [o.pmc.userId] },
      }),
    );
    expect((await issueBadgeOf(o.committee, c))?.count).toBe(0);
    expect((await issueBadgeOf(o.pmc, c))?.count).toBe(1);
    ok(
      await o.pmc.call('POST', '/api/issuetracking/task/close', {
        body: { communityID: c, taskID: task.id, version: 1 },
      }),
    );
    expect((await issueBadgeOf(o.pmc, c))?.count).toBe(0);
  });
});
