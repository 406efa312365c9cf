import { type AnyColumn, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import type { CommunityScope } from '../db/community-scope';
import { memberships } from '../tenancy/tables';
import { buildings, unitMembers, units } from './tables';

/**
 * Read helpers over the residence core that any area may use. Each one is bound to one
 * community: a unit or resident of another community never appears in what they answer.
 */

/** Ids travel as one JSON parameter, so thousands of units stay one short statement. */
export const jsonUuids = (ids: readonly string[]): SQL =>
  sql`(select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;

/**
 * A subquery answering `user_id` once per resident of the given units who is still a member
 * of the community (a removed member keeps no unit link that counts). `unitIds` is a list of
 * ids or a subquery answering one unit id per row.
 */
export function residentsOfUnits(communityId: string, unitIds: readonly string[] | SQL): SQL {
  const u = unitMembers;
  const m = memberships;
  const inUnits = Array.isArray(unitIds) ? jsonUuids(unitIds) : (unitIds as SQL);
  return sql`select distinct ${u.userId} as user_id from ${u}
    join ${m} on ${m.communityId} = ${u.communityId} and ${m.userId} = ${u.userId}
    where ${u.communityId} = ${communityId} and ${u.unitId} in ${inUnits}`;
}

/** The units a user lives in, in the scope's community, as a subquery for `inArray`. */
export const unitsOfUser = (tx: Executor, scope: CommunityScope, userId: string) =>
  tx
    .select({ unitId: unitMembers.unitId })
    .from(unitMembers)
    .where(scope.owns(unitMembers, eq(unitMembers.userId, userId)));

/**
 * The unit numbers of a member, in order, as one array per outer row: `communityId` and `userId`
 * are the outer query's columns naming the member.
 */
export const unitNosOf = (communityId: SQL | AnyColumn, userId: SQL | AnyColumn) =>
  sql<string[]>`coalesce((select array_agg(${units.unitNo} order by ${units.unitNo})
    from ${unitMembers} join ${units} on ${units.id} = ${unitMembers.unitId}
    where ${unitMembers.communityId} = ${communityId} and ${unitMembers.userId} = ${userId}), '{}')`;

/**
 * Units whose number starts with `typed`, dashes and case ignored ("a0304" finds A-0304), in
 * number order: what a picker offers as someone types. An empty text answers the first units.
 */
export function unitsByNumber(tx: Executor, scope: CommunityScope, typed: string, limit: number) {
  const prefix = typed
    .trim()
    .toLowerCase()
    .replaceAll('-', '')
    .replace(/[\\%_]/g, (c) => `\\${c}`);
  return tx
    .select({ unitID: units.id, unitNo: units.unitNo, buildingName: buildings.name })
    .from(units)
    .leftJoin(buildings, eq(buildings.id, units.buildingId))
    .where(scope.owns(units, sql`replace(lower(${units.unitNo}), '-', '') like ${`${prefix}%`}`))
    .orderBy(units.unitNo)
    .limit(limit);
}
