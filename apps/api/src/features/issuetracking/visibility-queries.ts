import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { notFound } from './refusals';
import { issueGroupMembers, issueGroups, issueTasks } from './tables';

/**
 * Who sees what: a group is visible to a caller when it is public, when the caller manages
 * issue tracking, or when the caller is one of its members. Everything inside a group (tasks,
 * comments, reactions, attachments, activity, search hits, report rows, live events) is visible
 * exactly when its group is. Every read goes through these conditions; a task or group the
 * caller cannot see answers as unknown (404), the same as another community's.
 */
export interface Viewer {
  userId: string;
  isManager: boolean;
}

/** `groupId` (a column or expression naming a group) is one the viewer may see. */
export function groupVisibleTo(viewer: Viewer, groupId: SQL | typeof issueTasks.groupId): SQL {
  if (viewer.isManager) return sql`true`;
  return sql`(${groupId} in (select ${issueGroups.id} from ${issueGroups} where ${issueGroups.isPrivate} = false)
    or exists (select 1 from ${issueGroupMembers} where ${issueGroupMembers.groupId} = ${groupId}
      and ${issueGroupMembers.userId} = ${viewer.userId}))`;
}

/** The condition on `issue_groups` rows themselves. */
export function visibleGroup(viewer: Viewer): SQL | undefined {
  if (viewer.isManager) return undefined;
  return or(
    eq(issueGroups.isPrivate, false),
    sql`exists (select 1 from ${issueGroupMembers} where ${issueGroupMembers.groupId} = ${issueGroups.id}
      and ${issueGroupMembers.userId} = ${viewer.userId})`,
  );
}

/** One group the viewer may see, locked `for update` when asked; unknown otherwise. */
export async function findVisibleGroup(
  tx: Executor,
  scope: CommunityScope,
  viewer: Viewer,
  groupId: string,
  opts: { lock?: boolean } = {},
): Promise<typeof issueGroups.$inferSelect> {
  const query = tx
    .select()
    .from(issueGroups)
    .where(scope.owns(issueGroups, eq(issueGroups.id, groupId), visibleGroup(viewer)));
  const [row] = await (opts.lock ? query.for('update') : query);
  if (!row) throw notFound('ISSUE_GROUP_NOT_FOUND');
  return row;
}

/** One task the viewer may see, locked `for update` when asked; unknown otherwise. */
export async function findVisibleTask(
  tx: Executor,
  scope: CommunityScope,
  viewer: Viewer,
  taskId: string,
  opts: { lock?: boolean } = {},
): Promise<typeof issueTasks.$inferSelect> {
  const query = tx
    .select()
    .from(issueTasks)
    .where(
      scope.owns(issueTasks, and(eq(issueTasks.id, taskId), groupVisibleTo(viewer, issueTasks.groupId))),
    );
  const [row] = await (opts.lock ? query.for('update') : query);
  if (!row) throw notFound('ISSUE_TASK_NOT_FOUND');
  return row;
}
