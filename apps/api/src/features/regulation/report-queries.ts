import { sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { decodeKey } from '../../platform/http/keyset';
import { buildings, units } from '../../platform/residence/tables';
import { regulationDocuments as d, regulationUnitMarks as m, regulationVersions as v } from './tables';

/**
 * The report's reads. Marks of one version are reached through the primary key's prefix
 * (version_id), so a version's figures read its own rows only, however many versions exist.
 */

export interface BuildingCount {
  building_name: string | null;
  units: number;
  read: number;
  acknowledged: number;
}

/** Units, and the version's reads and acknowledgements, per building (units with none last). */
export function figuresByBuilding(tx: Executor, scope: CommunityScope, versionId: string) {
  return queryRows<BuildingCount>(
    tx,
    sql`select b.name as building_name, count(*)::int as units,
          count(mk.unit_id)::int as read, count(mk.acknowledged_at)::int as acknowledged
        from ${units} u
        left join ${buildings} b on b.id = u.building_id
        left join ${m} mk on mk.version_id = ${versionId} and mk.unit_id = u.id
        where u.community_id = ${scope.communityId}
        group by b.name
        order by b.name nulls last`,
  );
}

export interface PendingRow {
  unit_id: string;
  unit_no: string;
  building_name: string | null;
  read_at: Date | string | null;
}

/**
 * A page (limit + 1) of units still owing the version: not acknowledged when it asks for that,
 * else not opened; by unit number.
 */
export function pendingUnits(
  tx: Executor,
  scope: CommunityScope,
  version: { id: string; requiresAck: boolean },
  lastKey: string | undefined,
  limit: number,
) {
  const key = decodeKey(lastKey, 2);
  const owing = version.requiresAck ? sql`mk.acknowledged_at is null` : sql`mk.unit_id is null`;
  const after = key ? sql`and (u.unit_no, u.id) > (${key[0]}, ${key[1]}::uuid)` : sql``;
  return queryRows<PendingRow>(
    tx,
    sql`select u.id as unit_id, u.unit_no, b.name as building_name, mk.read_at
        from ${units} u
        left join ${buildings} b on b.id = u.building_id
        left join ${m} mk on mk.version_id = ${version.id} and mk.unit_id = u.id
        where u.community_id = ${scope.communityId} and ${owing} ${after}
        order by u.unit_no, u.id
        limit ${limit + 1}`,
  );
}

export interface SheetRow {
  unit_no: string;
  building_name: string | null;
  read_at: Date | string | null;
  acknowledged_at: Date | string | null;
}

/** Every unit with its marks on the version, by number: the spreadsheet. */
export function unitSheetRows(tx: Executor, scope: CommunityScope, versionId: string) {
  return queryRows<SheetRow>(
    tx,
    sql`select u.unit_no, b.name as building_name, mk.read_at, mk.acknowledged_at
        from ${units} u
        left join ${buildings} b on b.id = u.building_id
        left join ${m} mk on mk.version_id = ${versionId} and mk.unit_id = u.id
        where u.community_id = ${scope.communityId}
        order by u.unit_no, u.id`,
  );
}

export async function unitCount(tx: Executor, scope: CommunityScope) {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${units} where community_id = ${scope.communityId}`,
  );
  return row?.n ?? 0;
}

export interface VersionCount {
  version_id: string;
  read: number;
  acknowledged: number;
}

/**
 * Reads and acknowledgements of each of the given versions (at most a history's cap). The ids go
 * as a list of parameters, not a JSON subquery: the planner then knows how few versions it
 * reads and takes the figures index instead of scanning every mark of the community.
 */
export function countsOf(tx: Executor, scope: CommunityScope, versionIds: readonly string[]) {
  if (versionIds.length === 0) return Promise.resolve([]);
  return queryRows<VersionCount>(
    tx,
    sql`select mk.version_id, count(*)::int as read, count(mk.acknowledged_at)::int as acknowledged
        from ${m} mk
        where mk.community_id = ${scope.communityId}
          and mk.version_id in (${sql.join(
            versionIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        group by mk.version_id`,
  );
}

export interface HistoryRow {
  version_id: string;
  document_id: string;
  title: string;
  category: string;
  version_no: number;
  status: string;
  requires_ack: boolean;
  published_at: Date | string;
}

/** Versions published in [from, to), newest first, at most `cap`. */
export function publishedBetween(tx: Executor, scope: CommunityScope, from: Date, to: Date, cap: number) {
  return queryRows<HistoryRow>(
    tx,
    sql`select v.id as version_id, v.document_id, d.title, d.category, v.version_no, v.status,
          v.requires_ack, v.published_at
        from ${v} v join ${d} d on d.id = v.document_id
        where v.community_id = ${scope.communityId} and v.published_at >= ${from.toISOString()}::timestamptz
          and v.published_at < ${to.toISOString()}::timestamptz
        order by v.published_at desc
        limit ${cap}`,
  );
}

/** Acknowledgements given in [from, to), per month of the community's calendar. */
export function acknowledgementsByMonth(
  tx: Executor,
  scope: CommunityScope,
  from: Date,
  to: Date,
  zone: string,
) {
  return queryRows<{ month: string; n: number }>(
    tx,
    sql`select to_char(mk.acknowledged_at at time zone ${zone}, 'YYYY-MM') as month, count(*)::int as n
        from ${m} mk
        where mk.community_id = ${scope.communityId}
          and mk.acknowledged_at >= ${from.toISOString()}::timestamptz
          and mk.acknowledged_at < ${to.toISOString()}::timestamptz
        group by 1 order by 1`,
  );
}

/** The latest published version that asks for acknowledgement, and how many documents are not archived. */
export async function cardFacts(tx: Executor, scope: CommunityScope) {
  const [latest] = await queryRows<{
    version_id: string;
    document_id: string;
    title: string;
    version_no: number;
  }>(
    tx,
    sql`select v.id as version_id, v.document_id, d.title, v.version_no
        from ${v} v join ${d} d on d.id = v.document_id
        where v.community_id = ${scope.communityId} and v.status = 'PUBLISHED' and v.requires_ack
          and d.status = 'PUBLISHED'
        order by v.published_at desc limit 1`,
  );
  const [docs] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ${d} where community_id = ${scope.communityId} and status <> 'ARCHIVED'`,
  );
  return { latest, documents: docs?.n ?? 0 };
}
