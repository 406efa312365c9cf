import type { Role } from '@cc/contracts/roles';
import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { acrossCommunities } from '../../platform/db/across-communities';
import type { Database, Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import {
  communities,
  communityFeatures,
  memberships,
  communityRolePermissions as perms,
} from '../../platform/tenancy/tables';

/** What makes a community one the caller administers: they may manage its people or its settings. */
const ADMINISTERS = ['DIRECTORY:write', 'SETTING:write'];

/**
 * The community's members by name (first, last, id), of one role or all, matching `pattern`,
 * after the keyset `after`; `limit` rows at most.
 */
export function memberPage(
  tx: Executor,
  scope: CommunityScope,
  query: { role?: Role; pattern?: string; after?: readonly (string | number | null)[]; limit: number },
) {
  const { role, pattern: p, after, limit } = query;
  return tx
    .select({
      id: users.id,
      userID: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      role: memberships.role,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      scope.owns(
        memberships,
        role ? eq(memberships.role, role) : undefined,
        p ? or(ilike(users.firstname, p), ilike(users.lastname, p), ilike(users.email, p)) : undefined,
        after
          ? sql`(${users.firstname}, ${users.lastname}, ${users.id}) > (${after[0]}, ${after[1]}, ${after[2]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id))
    .limit(limit);
}

/** The community's permission matrix and its feature switches, as stored. */
export async function permissionsAndFlags(tx: Executor, scope: CommunityScope) {
  const matrix = await tx.select().from(perms).where(scope.owns(perms));
  const flags = await tx.select().from(communityFeatures).where(scope.owns(communityFeatures));
  return { matrix, flags };
}

/**
 * Across communities by nature, so without a community scope: only the communities where
 * `userId` is a member whose role administers it, each with that role's permissions, by name.
 */
/** The communities the user administers, across all of theirs. */
export function administeredCommunities(db: Database, userId: string) {
  return acrossCommunities(db, 'member-communities', (tx) =>
    tx
      .select({
        communityID: communities.id,
        communityName: communities.name,
        imageUrl: communities.imageUrl,
        communityType: communities.type,
        usageStatus: communities.usageStatus,
        role: memberships.role,
        permissions: sql<string[]>`coalesce((select json_agg(${perms.permission} order by ${perms.permission})
        from ${perms} where ${perms.communityId} = ${memberships.communityId} and ${perms.role} = ${memberships.role}), '[]'::json)`,
      })
      .from(memberships)
      .innerJoin(communities, eq(communities.id, memberships.communityId))
      .where(
        and(
          eq(memberships.userId, userId),
          sql`exists (select 1 from ${perms} where ${perms.communityId} = ${memberships.communityId}
          and ${perms.role} = ${memberships.role} and ${inArray(perms.permission, ADMINISTERS)})`,
        ),
      )
      .orderBy(asc(communities.name)),
  );
}
