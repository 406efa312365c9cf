import type { UnitRole } from '@cc/contracts/directory';
import type { Member, Resident } from '@cc/contracts/directory-members';
import { ROLE_LABELS, type Role } from '@cc/contracts/roles';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { containsPattern } from '../../platform/http/keyset';
import { buildings, unitMembers, units } from '../../platform/residence/tables';
import { memberships } from '../../platform/tenancy/tables';

/**
 * Name, e-mail, any `also` columns (the unit number), or phone digits however they were typed
 * (081-234-5678 finds 0812345678). One ILIKE per column rather than one over their
 * concatenation: the planner then expects broad matches and walks the list in order, stopping
 * at a page, which is what the common search (part of a name) needs.
 */
function personMatches(q: string, ...also: SQL[]): SQL {
  const p = containsPattern(q);
  const conditions = [
    ilike(users.firstname, p),
    ilike(users.lastname, p),
    ilike(users.email, p),
    sql`(${users.firstname} || ' ' || ${users.lastname}) ilike ${p}`,
    ...also.map((column) => sql`${column} ilike ${p}`),
  ];
  const digits = q.replace(/\D/g, '');
  if (digits.length >= 3 && /^[+\d\s-]+$/.test(q)) {
    conditions.push(
      sql`regexp_replace(coalesce(${users.mobile}, ''), '[^0-9]', '', 'g') like ${`%${digits}%`}`,
    );
  }
  return or(...conditions)!;
}

export interface MemberFilter {
  q?: string;
  role?: Role;
  after?: (string | number | null)[];
}

/** The community's members, by name; each with the units they live in. */
export async function listMembers(tx: Executor, scope: CommunityScope, f: MemberFilter, limit: number) {
  const unitOf = sql`from ${unitMembers} join ${units} on ${units.id} = ${unitMembers.unitId}
    where ${unitMembers.communityId} = ${memberships.communityId} and ${unitMembers.userId} = ${memberships.userId}`;
  const rows = await tx
    .select({
      id: users.id,
      userID: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      mobile: users.mobile,
      imageUrl: users.imageUrl,
      role: memberships.role,
      joinedAt: memberships.createdAt,
      unitNos: sql<
        string[]
      >`coalesce((select json_agg(${units.unitNo} order by ${units.unitNo}) ${unitOf}), '[]'::json)`,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      scope.owns(
        memberships,
        f.role ? eq(memberships.role, f.role) : undefined,
        f.q
          ? or(
              personMatches(f.q),
              // Members living in a matching unit: one uncorrelated lookup, not one per member.
              inArray(
                memberships.userId,
                tx
                  .select({ id: unitMembers.userId })
                  .from(unitMembers)
                  .innerJoin(units, eq(units.id, unitMembers.unitId))
                  .where(scope.owns(unitMembers, ilike(units.unitNo, containsPattern(f.q)))),
              ),
            )
          : undefined,
        f.after
          ? sql`(${users.firstname}, ${users.lastname}, ${users.id}) > (${f.after[0]}, ${f.after[1]}, ${f.after[2]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(users.firstname), asc(users.lastname), asc(users.id))
    .limit(limit);
  return rows.map((r): Member & { id: string } => ({
    ...r,
    displayCommunityRole: ROLE_LABELS[r.role],
    joinedAt: r.joinedAt.toISOString(),
  }));
}

export interface ResidentFilter {
  q?: string;
  buildingID?: string;
  unitRole?: UnitRole;
  after?: (string | number | null)[];
}

/** The resident registry: one row per person and unit, in unit order. */
export async function listResidents(tx: Executor, scope: CommunityScope, f: ResidentFilter, limit: number) {
  const rows = await tx
    .select({
      userID: users.email,
      userId: users.id,
      firstname: users.firstname,
      lastname: users.lastname,
      mobile: users.mobile,
      imageUrl: users.imageUrl,
      unitID: units.id,
      unitNo: units.unitNo,
      buildingName: buildings.name,
      unitRole: unitMembers.unitRole,
      role: memberships.role,
      since: unitMembers.createdAt,
    })
    .from(unitMembers)
    .innerJoin(units, and(eq(units.id, unitMembers.unitId), eq(units.communityId, unitMembers.communityId)))
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .leftJoin(buildings, eq(buildings.id, units.buildingId))
    .leftJoin(
      memberships,
      and(eq(memberships.communityId, unitMembers.communityId), eq(memberships.userId, unitMembers.userId)),
    )
    .where(
      scope.owns(
        unitMembers,
        f.buildingID ? eq(units.buildingId, f.buildingID) : undefined,
        f.unitRole ? eq(unitMembers.unitRole, f.unitRole) : undefined,
        f.q ? personMatches(f.q, sql`${units.unitNo}`) : undefined,
        f.after
          ? sql`(${units.unitNo}, ${unitMembers.userId}) > (${f.after[0]}, ${f.after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(units.unitNo), asc(unitMembers.userId))
    .limit(limit);
  return rows.map((r): Resident & { userId: string } => ({ ...r, since: r.since.toISOString() }));
}
