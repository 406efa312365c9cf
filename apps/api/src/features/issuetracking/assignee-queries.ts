import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { containsPattern } from '../../platform/http/keyset';
import { communityRolePermissions, memberships } from '../../platform/tenancy/tables';
import type { IssueWork } from './issue-work';

/**
 * Staff and committee as issue tracking means them: members whose role holds
 * ISSUE_TRACKING:read in this community's own role matrix (not the defaults), so an office
 * that takes the permission from COMMITTEE takes them off the assignee list too.
 */
const holdsRead = (communityId: string) =>
  sql`${memberships.role} in (select ${communityRolePermissions.role} from ${communityRolePermissions}
    where ${communityRolePermissions.communityId} = ${communityId}
      and ${communityRolePermissions.permission} = 'ISSUE_TRACKING:read')`;

/** Which of `userIds` are staff or committee of the community (the others are refused by callers). */
export async function staffAmong(tx: Executor, scope: CommunityScope, userIds: readonly string[]) {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return new Set<string>();
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(scope.owns(memberships, inArray(memberships.userId, ids), holdsRead(scope.communityId)));
  return new Set(rows.map((r) => r.userId));
}

/** The assignee picker: staff and committee by name, with their role and photo. */
export async function assigneeList(w: IssueWork, q: string | undefined) {
  const p = q ? containsPattern(q) : undefined;
  const rows = await w.tx
    .select({
      id: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      imageUrl: users.imageUrl,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      w.scope.owns(
        memberships,
        and(
          holdsRead(w.scope.communityId),
          p ? or(ilike(users.firstname, p), ilike(users.lastname, p), ilike(users.email, p)) : undefined,
        ),
      ),
    )
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id))
    .limit(500);
  return rows.map((r) => ({
    userID: r.id,
    name: `${r.firstname} ${r.lastname}`.trim() || '—',
    photo: w.fileUrl(r.imageUrl),
    role: r.role,
  }));
}
