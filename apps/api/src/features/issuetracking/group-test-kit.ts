import type { IssueStage } from '@cc/contracts/issuetracking';
import { groupNameKey } from '@cc/contracts/issuetracking';
import type { Role } from '@cc/contracts/roles';
import { type CommunityKit, type Member, newCommunity } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { issueGroupMembers, issueGroups, issueTaskAssignees, issueTasks } from './tables';

/**
 * Issue-tracking rows written straight into the test's database (as the tables' owner), so a
 * test of groups, the card or the deadline jobs does not depend on the task verbs.
 */
export interface Office {
  kit: CommunityKit;
  id: string;
  admin: Member;
  pmc: Member;
  committee: Member;
  resident: Member;
  guard: Member;
}

export async function openOffice(api: TestApp, name = 'Issue Office'): Promise<Office> {
  const kit = await newCommunity(api, { name });
  const who = async (role: Role) => kit.member(role);
  return {
    kit,
    id: kit.id,
    admin: await who('ADMIN'),
    pmc: await who('PMC'),
    committee: await who('COMMITTEE'),
    resident: await who('RESIDENT'),
    guard: await who('GUARD'),
  };
}

/** A group row put straight into the database (every issue-tracking test kit makes its groups here). */
export async function insertGroupRow(
  api: TestApp,
  communityId: string,
  opts: {
    name?: string;
    isPrivate?: boolean;
    members?: string[];
    position?: number;
    archived?: boolean;
  } = {},
) {
  const name = opts.name ?? `G ${crypto.randomUUID().slice(0, 6)}`;
  const [g] = await api.db
    .insert(issueGroups)
    .values({
      communityId,
      name,
      nameKey: groupNameKey(name),
      color: 'blue',
      position: opts.position ?? 0,
      isPrivate: opts.isPrivate ?? false,
      archivedAt: opts.archived ? new Date() : null,
    })
    .returning();
  if (opts.members?.length)
    await api.db
      .insert(issueGroupMembers)
      .values(opts.members.map((userId) => ({ communityId, groupId: g!.id, userId })));
  return g!;
}

export const insertGroup = async (...args: Parameters<typeof insertGroupRow>) =>
  (await insertGroupRow(...args)).id;

let lastNo = 0;
export async function insertTask(
  api: TestApp,
  communityId: string,
  groupId: string,
  opts: {
    stage?: IssueStage;
    dueAt?: Date | null;
    closedAt?: Date;
    activityAt?: Date;
    assignees?: string[];
    title?: string;
  } = {},
) {
  const stage = opts.stage ?? 'TODO';
  const [t] = await api.db
    .insert(issueTasks)
    .values({
      communityId,
      groupId,
      no: ++lastNo,
      title: opts.title ?? `งาน ${lastNo}`,
      stage,
      dueAt: opts.dueAt ?? null,
      closedAt: stage === 'CLOSED' ? (opts.closedAt ?? new Date()) : null,
      activityAt: opts.activityAt ?? new Date(),
    })
    .returning();
  if (opts.assignees?.length)
    await api.db
      .insert(issueTaskAssignees)
      .values(opts.assignees.map((userId) => ({ communityId, taskId: t!.id, userId })));
  return t!;
}

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
