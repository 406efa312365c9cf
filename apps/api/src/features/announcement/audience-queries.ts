import type { Audience } from '@cc/contracts/announcement';
import { eq, type SQL, sql } from 'drizzle-orm';
import { users } from '../../platform/auth/tables';
import { type Executor, queryRows } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
// Table definitions only: the residence core says who lives where; the directory writes it.
import { buildings, unitMembers, units } from '../../platform/residence/tables';
import { memberships } from '../../platform/tenancy/tables';
import { badRequest, phrase } from './refusals';
import { announcementMailings, announcements, announcementTargets } from './tables';

/** Ids travel as one JSON parameter, so an audience of thousands of units is one short statement. */
const jsonIds = (ids: readonly string[]) =>
  sql`(select value::uuid from json_array_elements_text(${JSON.stringify(ids)}::json))`;
const jsonFloors = (floors: { buildingID: string; floor: number }[]) =>
  sql`json_to_recordset(${JSON.stringify(floors)}::json) as f("buildingID" uuid, floor int)`;

/** `units` rows of the community that the audience covers. */
export function audienceUnits(communityId: string, audience: Audience): SQL {
  const u = units;
  const inCommunity = sql`${u.communityId} = ${communityId}`;
  switch (audience.kind) {
    case 'ALL':
      return sql`select ${u.id} as unit_id from ${u} where ${inCommunity}`;
    case 'BUILDINGS':
      return sql`select ${u.id} as unit_id from ${u} where ${inCommunity} and ${u.buildingId} in ${jsonIds(audience.buildingIDs)}`;
    case 'FLOORS':
      return sql`select ${u.id} as unit_id from ${u} where ${inCommunity} and exists (
        select 1 from ${jsonFloors(audience.floors)} where f."buildingID" = ${u.buildingId} and f.floor = ${u.floor})`;
    case 'UNITS':
      return sql`select ${u.id} as unit_id from ${u} where ${inCommunity} and ${u.id} in ${jsonIds(audience.unitIDs)}`;
  }
}

/** How many units and how many residents (current members living in them) an audience reaches. */
export async function audienceFigures(tx: Executor, communityId: string, audience: Audience) {
  const [row] = await queryRows<{ units: number; residents: number }>(
    tx,
    sql`with a as (${audienceUnits(communityId, audience)})
    select (select count(*)::int from a) as units,
      (select count(distinct ${unitMembers.userId})::int from ${unitMembers}
        join ${memberships} on ${memberships.communityId} = ${unitMembers.communityId} and ${memberships.userId} = ${unitMembers.userId}
        where ${unitMembers.communityId} = ${communityId} and ${unitMembers.unitId} in (select unit_id from a)) as residents`,
  );
  return row!;
}

export async function audienceUnitIds(tx: Executor, communityId: string, audience: Audience) {
  const rows = await queryRows<{ unit_id: string }>(tx, audienceUnits(communityId, audience));
  return rows.map((r) => r.unit_id);
}

/** Every building, floor and unit named must be this community's; a floor must have units. */
export async function checkAudience(tx: Executor, communityId: string, audience: Audience) {
  if (audience.kind === 'ALL') return;
  const wanted =
    audience.kind === 'BUILDINGS'
      ? audience.buildingIDs
      : audience.kind === 'UNITS'
        ? audience.unitIDs
        : [...new Set(audience.floors.map((f) => f.buildingID))];
  const table = audience.kind === 'UNITS' ? units : buildings;
  const [found] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${table} where ${table.communityId} = ${communityId} and ${table.id} in ${jsonIds(wanted)}`,
  );
  if (found!.n !== wanted.length) {
    throw badRequest('AUDIENCE_NOT_FOUND', {
      what: phrase(audience.kind === 'UNITS' ? 'UNITS' : 'BUILDINGS'),
    });
  }
  if (audience.kind !== 'FLOORS') return;
  const empty = await queryRows<{ name: string; floor: number }>(
    tx,
    sql`select b.name, f.floor from ${jsonFloors(audience.floors)}
    join ${buildings} b on b.id = f."buildingID"
    where not exists (select 1 from ${units} u where u.community_id = ${communityId} and u.building_id = f."buildingID" and u.floor = f.floor)`,
  );
  if (empty.length > 0) {
    throw badRequest('AUDIENCE_FLOOR_EMPTY', {
      floors: empty.map((e) => phrase('BUILDING_FLOOR', { building: e.name, floor: e.floor })),
    });
  }
}

/** Replaces a post's targets with the audience's. */
export async function writeTargets(
  tx: Executor,
  scope: CommunityScope,
  announcementId: string,
  audience: Audience,
) {
  await tx
    .delete(announcementTargets)
    .where(scope.owns(announcementTargets, eq(announcementTargets.announcementId, announcementId)));
  const base = { announcementId, communityId: scope.communityId };
  const rows =
    audience.kind === 'BUILDINGS'
      ? audience.buildingIDs.map((buildingId) => ({ ...base, buildingId }))
      : audience.kind === 'FLOORS'
        ? audience.floors.map((f) => ({ ...base, buildingId: f.buildingID, floor: f.floor }))
        : audience.kind === 'UNITS'
          ? audience.unitIDs.map((unitId) => ({ ...base, unitId }))
          : [];
  for (let i = 0; i < rows.length; i += 1000)
    await tx.insert(announcementTargets).values(rows.slice(i, i + 1000));
}

/** A post's audience as the API shows it, from its kind and its target rows. */
export async function readAudience(
  tx: Executor,
  scope: CommunityScope,
  announcementId: string,
  kind: Audience['kind'],
): Promise<Audience> {
  if (kind === 'ALL') return { kind };
  const rows = await tx
    .select()
    .from(announcementTargets)
    .where(scope.owns(announcementTargets, eq(announcementTargets.announcementId, announcementId)))
    .orderBy(announcementTargets.id);
  if (kind === 'BUILDINGS') return { kind, buildingIDs: rows.map((r) => r.buildingId!) };
  if (kind === 'FLOORS')
    return { kind, floors: rows.map((r) => ({ buildingID: r.buildingId!, floor: r.floor! })) };
  return { kind, unitIDs: rows.map((r) => r.unitId!) };
}

/**
 * The resident's rule, as a condition on an `announcements` row: a post for ALL reaches every
 * member; otherwise one of the caller's units must be among its targets (by unit, by building,
 * or by building and floor).
 */
export function addressedTo(userId: string): SQL {
  const t = announcementTargets;
  const post = announcements;
  return sql`(${post.audienceKind} = 'ALL' or exists (
    select 1 from ${unitMembers} um
    join ${units} u on u.id = um.unit_id
    join ${t} on ${t.announcementId} = ${post.id}
      and (${t.unitId} = u.id or (${t.unitId} is null and ${t.buildingId} = u.building_id and (${t.floor} is null or ${t.floor} = u.floor)))
    where um.user_id = ${userId} and um.community_id = ${t.communityId}))`;
}

/**
 * The next `limit` residents of the audience (members of the community living in one of its
 * units), by user id after `after`, that the post has not yet been mailed to.
 */
export function unmailedRecipients(
  tx: Executor,
  scope: CommunityScope,
  postId: string,
  audience: Audience,
  after: string,
  limit: number,
) {
  return queryRows<{ user_id: string; email: string }>(
    tx,
    sql`select distinct um.user_id, u.email from unit_members um
    join memberships m on m.community_id = um.community_id and m.user_id = um.user_id
    join ${users} u on u.id = um.user_id
    where um.community_id = ${scope.communityId} and um.unit_id in (select unit_id from (${audienceUnits(scope.communityId, audience)}) a)
      and um.user_id > ${after}::uuid
      and not exists (select 1 from ${announcementMailings} am where am.announcement_id = ${postId} and am.user_id = um.user_id)
    order by um.user_id limit ${limit}`,
  );
}
