import type { IssueTask, IssueTaskDetail } from '@cc/contracts/issuetracking';
import { issueOps } from '@cc/contracts/issuetracking-ops';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { notificationRecipients, notifications } from '../../platform/notify/tables';
import type { CommunityKit, Member } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { insertGroup } from './group-test-kit';

/**
 * Test helpers for a task's life: an office (a community with one person of every role and an
 * open group), groups made directly in the database (the group verbs are tested beside their
 * own code), and the task operations called through the API as a person.
 */
export type TaskOp = Exclude<keyof typeof issueOps.task, 'search'>;

export interface Office {
  kit: CommunityKit;
  pmc: Member;
  admin: Member;
  committee: Member;
  resident: Member;
  guard: Member;
  groupId: string;
}

let groupNo = 0;

/** A group of the community, made directly: public unless `members` (then private to them). */
/** A group made straight in the database; one with members is private. */
export const makeGroup = (
  api: TestApp,
  communityId: string,
  opts: { name?: string; members?: string[]; archived?: boolean } = {},
): Promise<string> =>
  insertGroup(api, communityId, {
    name: opts.name ?? `Group ${++groupNo}`,
    isPrivate: !!opts.members,
    members: opts.members,
    archived: opts.archived,
  });

export async function openOffice(api: TestApp, kit: CommunityKit): Promise<Office> {
  return {
    kit,
    pmc: await kit.member('PMC'),
    admin: await kit.member('ADMIN'),
    committee: await kit.member('COMMITTEE'),
    resident: await kit.member('RESIDENT'),
    guard: await kit.member('GUARD'),
    groupId: await makeGroup(api, kit.id),
  };
}

/** Calls a task operation as `who`: the fields go in the query of a GET, the body of a POST. */
export function callTask(
  who: Member,
  op: TaskOp,
  fields: Record<string, unknown>,
  headers?: Record<string, string>,
): Promise<LightMyRequestResponse> {
  const { method, path } = issueOps.task[op];
  return method === 'GET'
    ? who.call(method, path, { query: fields as Record<string, string>, headers })
    : who.call(method, path, { body: fields, headers });
}

/** Expects a 200 and answers its data (or the whole envelope of a list). */
export function ok<T = IssueTask>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  return (body.data ?? body) as T;
}

/** Makes a task as `who` (title and group defaulted) and answers it. */
export async function newTask(
  office: Office,
  fields: Record<string, unknown> = {},
  who: Member = office.pmc,
): Promise<IssueTask> {
  return ok(
    await callTask(who, 'create', {
      communityID: office.kit.id,
      groupID: office.groupId,
      title: 'ไฟที่จอดรถดับ',
      ...fields,
    }),
  );
}

export async function detailOf(office: Office, taskID: string, who: Member = office.pmc) {
  return ok<IssueTaskDetail>(await callTask(who, 'detail', { communityID: office.kit.id, taskID }));
}

/** The titles of the issue-tracking notifications `userId` received in the community. */
export async function noticesTo(api: TestApp, communityId: string, userId: string) {
  const rows = await api.db
    .select({ title: notifications.title, body: notifications.body, target: notifications.target })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(
      and(
        eq(notificationRecipients.userId, userId),
        eq(notifications.communityId, communityId),
        eq(notifications.featureEnum, 'ISSUE_TRACKING'),
      ),
    );
  return rows;
}
