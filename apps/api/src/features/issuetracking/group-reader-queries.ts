import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { communityRolePermissions, memberships } from '../../platform/tenancy/tables';
import { issueGroupMembers, issueGroups } from './tables';

type Group = Pick<typeof issueGroups.$inferSelect, 'id' | 'isPrivate'>;

/** The member's role holds `permission` in this community's own matrix (what the guard enforces). */
const roleHolds = (permission: string): SQL =>
  sql`exists (select 1 from ${communityRolePermissions} where ${communityRolePermissions.communityId} = ${memberships.communityId}
      and ${communityRolePermissions.role} = ${memberships.role} and ${communityRolePermissions.permission} = ${permission})`;

/**
 * Everyone who can see a group's tasks: members of the community whose role reads issue
 * tracking, narrowed for a private group to its members and the managers (the same rule as
 * visibility.ts, from the people's side). Mentions must name one of them, live events go to
 * them only, and a watcher who has since lost sight of the task is not told about it.
 */
export async function groupReaders(tx: Executor, scope: CommunityScope, group: Group): Promise<string[]> {
  const privateRule = group.isPrivate
    ? or(
        roleHolds('ISSUE_TRACKING:approve'),
        sql`exists (select 1 from ${issueGroupMembers} where ${issueGroupMembers.groupId} = ${group.id}
          and ${issueGroupMembers.userId} = ${memberships.userId})`,
      )
    : undefined;
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(scope.owns(memberships, and(roleHolds('ISSUE_TRACKING:read'), privateRule)));
  return rows.map((r) => r.userId);
}

/** The readers of the group a task is in, looked up by the group's id. */
export async function readersOfGroupId(tx: Executor, scope: CommunityScope, groupId: string) {
  const [group] = await tx
    .select({ id: issueGroups.id, isPrivate: issueGroups.isPrivate })
    .from(issueGroups)
    .where(scope.owns(issueGroups, eq(issueGroups.id, groupId)));
  return group ? groupReaders(tx, scope, group) : [];
}
