import { and, eq, exists, inArray, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { communityRolePermissions, memberships } from '../../platform/tenancy/tables';
import { issueGroupMembers, type issueGroups } from './tables';

const m = memberships;
const p = communityRolePermissions;

/** The member's role holds `permission` in this community's own matrix (what the guard enforces). */
const roleHolds = (tx: Executor, permission: string) =>
  exists(
    tx
      .select({ one: p.role })
      .from(p)
      .where(and(eq(p.communityId, m.communityId), eq(p.role, m.role), eq(p.permission, permission))),
  );

/**
 * Which of `userIds` are members whose role reads issue tracking (staff and committee; never a
 * resident or guard under the default matrix): the people a task may be assigned to.
 */
export async function issueReadersAmong(tx: Executor, scope: CommunityScope, userIds: string[]) {
  if (userIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ userId: m.userId })
    .from(m)
    .where(scope.owns(m, inArray(m.userId, userIds), roleHolds(tx, 'ISSUE_TRACKING:read')));
  return new Set(rows.map((r) => r.userId));
}

/**
 * Everyone who may see the group (the rule of visibility-queries.ts, from the people's side): for
 * a public group every member whose role reads issue tracking; for a private one its members who
 * still read, and the managers (ISSUE_TRACKING:approve), who see every group. Live events go to
 * them only, and a mention must name one of them.
 */
export async function groupAudience(
  tx: Executor,
  scope: CommunityScope,
  group: Pick<typeof issueGroups.$inferSelect, 'id' | 'isPrivate'>,
): Promise<string[]> {
  let who: SQL = roleHolds(tx, 'ISSUE_TRACKING:read');
  if (group.isPrivate) {
    const member = exists(
      tx
        .select({ one: issueGroupMembers.userId })
        .from(issueGroupMembers)
        .where(and(eq(issueGroupMembers.groupId, group.id), eq(issueGroupMembers.userId, m.userId))),
    );
    who = or(roleHolds(tx, 'ISSUE_TRACKING:approve'), and(who, member))!;
  }
  const rows = await tx.select({ userId: m.userId }).from(m).where(scope.owns(m, who));
  return rows.map((r) => r.userId);
}
