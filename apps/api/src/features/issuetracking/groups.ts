import type { IssueGroup } from '@cc/contracts/issuetracking';
import { groupNameKey } from '@cc/contracts/issuetracking';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/record-audit';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { staffAmong } from './assignee-queries';
import {
  currentTaskCount,
  endPosition,
  type GroupRow,
  memberIdsOf,
  nameTaken,
  toGroups,
} from './group-queries';
import type { IssueWork } from './issue-work';
import { peopleOf } from './people';
import { badRequest, conflict } from './refusals';
import { issueGroupMembers, issueGroups } from './tables';
import { findVisibleGroup } from './visibility-queries';

/**
 * What managers do to groups: make, rename/recolour/reorder, archive (never delete) and choose a
 * private group's members. Each runs in the caller's one transaction, so a refusal half-way
 * leaves nothing changed.
 */

/** A name another live group of the community holds (in any case) is refused, racing or not. */
async function claimingName<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict('ISSUE_GROUP_NAME_TAKEN', { name });
    throw err;
  }
}

async function refuseTakenName(w: IssueWork, name: string, exceptId?: string) {
  if (await nameTaken(w, groupNameKey(name), exceptId)) throw conflict('ISSUE_GROUP_NAME_TAKEN', { name });
}

/** Private members must be staff or committee of this community (ISSUE_TRACKING:read). */
async function refuseNonStaff(w: IssueWork, memberIds: readonly string[]) {
  const staff = await staffAmong(w.tx, w.scope, memberIds);
  if (memberIds.some((id) => !staff.has(id))) throw badRequest('ISSUE_MEMBER_NOT_STAFF');
}

export async function createGroup(
  w: IssueWork,
  input: { name: string; color: IssueGroup['color']; isPrivate: boolean; memberIDs: string[] },
): Promise<IssueGroup> {
  await refuseTakenName(w, input.name);
  const memberIds = input.isPrivate ? [...new Set(input.memberIDs)] : [];
  await refuseNonStaff(w, memberIds);
  const position = await endPosition(w);
  const [group] = await claimingName(input.name, () =>
    w.tx
      .insert(issueGroups)
      .values({
        communityId: w.scope.communityId,
        name: input.name,
        nameKey: groupNameKey(input.name),
        color: input.color,
        position,
        isPrivate: input.isPrivate,
        createdBy: w.userId,
      })
      .returning(),
  );
  await addMembers(w, group!.id, memberIds);
  return (await toGroups(w, [group!]))[0]!;
}

async function addMembers(w: IssueWork, groupId: string, userIds: readonly string[]) {
  if (userIds.length === 0) return;
  await w.tx
    .insert(issueGroupMembers)
    .values(
      userIds.map((userId) => ({ communityId: w.scope.communityId, groupId, userId, addedBy: w.userId })),
    )
    .onConflictDoNothing();
}

/** Puts the group at `position` among the live groups and renumbers the rest 0, 1, 2, ... */
async function reorder(w: IssueWork, group: GroupRow, position: number) {
  const live = await w.tx
    .select({ id: issueGroups.id, position: issueGroups.position })
    .from(issueGroups)
    .where(w.scope.owns(issueGroups, isNull(issueGroups.archivedAt)))
    .orderBy(asc(issueGroups.position), asc(issueGroups.name), asc(issueGroups.id))
    .for('update');
  const others = live.filter((g) => g.id !== group.id);
  others.splice(Math.min(position, others.length), 0, { id: group.id, position: group.position });
  for (const [i, g] of others.entries()) {
    if (g.position !== i || g.id === group.id)
      await w.tx.update(issueGroups).set({ position: i }).where(eq(issueGroups.id, g.id));
  }
}

export async function updateGroup(
  w: IssueWork,
  input: {
    groupID: string;
    name?: string;
    color?: IssueGroup['color'];
    position?: number;
    isPrivate?: boolean;
  },
): Promise<IssueGroup> {
  const group = await findVisibleGroup(w.tx, w.scope, w, input.groupID, { lock: true });
  if (group.archivedAt) throw conflict('ISSUE_GROUP_ARCHIVED');
  if (input.name !== undefined && input.name !== group.name) await refuseTakenName(w, input.name, group.id);
  if (input.position !== undefined) await reorder(w, group, input.position);
  const [changed] = await claimingName(input.name ?? group.name, () =>
    w.tx
      .update(issueGroups)
      .set({
        ...(input.name !== undefined ? { name: input.name, nameKey: groupNameKey(input.name) } : {}),
        ...(input.color !== undefined ? { color: input.color } : {}),
        ...(input.isPrivate !== undefined ? { isPrivate: input.isPrivate } : {}),
        updatedAt: w.now,
      })
      .where(eq(issueGroups.id, group.id))
      .returning(),
  );
  return (await toGroups(w, [changed!]))[0]!;
}

/** Archived, never deleted: its tasks and history stay; refused while it holds current tasks. */
export async function archiveGroup(w: IssueWork, groupId: string) {
  const group = await findVisibleGroup(w.tx, w.scope, w, groupId, { lock: true });
  if (group.archivedAt) return;
  const count = await currentTaskCount(w, group.id);
  if (count > 0) throw conflict('ISSUE_GROUP_HAS_CURRENT', { count });
  await w.tx
    .update(issueGroups)
    .set({ archivedAt: w.now, archivedBy: w.userId, updatedAt: w.now })
    .where(eq(issueGroups.id, group.id));
}

export async function groupMembers(w: IssueWork, groupId: string) {
  const group = await findVisibleGroup(w.tx, w.scope, w, groupId);
  const ids = (await memberIdsOf(w.tx, [group.id])).get(group.id) ?? [];
  const people = await peopleOf(w.tx, ids, w.fileUrl);
  return ids.map((id) => people(id)).filter((p) => p !== null);
}

/**
 * Replaces a group's members with `memberIds`. Who is kept keeps who added them and when; the
 * new ones are traced to the caller; the change (before and after) goes to the audit log.
 */
export async function setGroupMembers(w: IssueWork, groupId: string, memberIds: string[]) {
  const group = await findVisibleGroup(w.tx, w.scope, w, groupId, { lock: true });
  const wanted = [...new Set(memberIds)];
  await refuseNonStaff(w, wanted);
  const before = (await memberIdsOf(w.tx, [group.id])).get(group.id) ?? [];
  const leaving = before.filter((id) => !wanted.includes(id));
  if (leaving.length > 0)
    await w.tx
      .delete(issueGroupMembers)
      .where(
        w.scope.owns(
          issueGroupMembers,
          eq(issueGroupMembers.groupId, group.id),
          inArray(issueGroupMembers.userId, leaving),
        ),
      );
  await addMembers(
    w,
    group.id,
    wanted.filter((id) => !before.includes(id)),
  );
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.userId,
    action: 'issuetracking.group.members',
    target: group.id,
    before,
    after: wanted,
  });
  return groupMembers(w, group.id);
}
