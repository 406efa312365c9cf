import type { RecyclingRecord, RecyclingRecordStatus } from '@cc/contracts/recycling';
import { desc, eq, gte, inArray, lte, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { containsPattern } from '../../platform/http/keyset';
import { units } from '../../platform/residence/tables';
import { notFound } from './refusals';
import { recyclingBalances, recyclingDailyTotals, recyclingKinds, recyclingRecords } from './tables';

const r = recyclingRecords;

const VIEW = {
  row: r,
  unitNo: units.unitNo,
  kindName: recyclingKinds.name,
};
type ViewRow = { row: typeof r.$inferSelect; unitNo: string; kindName: string };

export const toRecord = ({ row, unitNo, kindName }: ViewRow): RecyclingRecord => ({
  recordID: row.id,
  unitID: row.unitId,
  unitNo,
  kindID: row.kindId,
  kindName,
  grams: row.grams,
  satangPerKg: row.satangPerKg,
  pointsPerKg: row.pointsPerKg,
  satang: row.satang,
  points: row.points,
  day: row.day,
  weighedAt: row.weighedAt.toISOString(),
  note: row.note,
  status: row.status,
  cancelReason: row.cancelReason,
  cancelledAt: row.cancelledAt?.toISOString() ?? null,
});

const viewOf = (tx: Executor) =>
  tx
    .select(VIEW)
    .from(r)
    .innerJoin(units, eq(units.id, r.unitId))
    .innerJoin(recyclingKinds, eq(recyclingKinds.id, r.kindId));

export interface RecordFilter {
  q?: string;
  /** A subquery of unit ids (the caller's own units, say). */
  unitIds?: SQLWrapper;
  unitId?: string;
  kindId?: string;
  status?: RecyclingRecordStatus;
  from?: string;
  to?: string;
  /** The last row of the previous page: its weighedAt (ISO) and id. */
  after?: [string, string];
}

/** Weigh-ins newest first, one page (limit + 1 rows, see pageOf); only the community's. */
export async function listRecords(tx: Executor, scope: CommunityScope, f: RecordFilter, limit: number) {
  const rows = await viewOf(tx)
    .where(
      scope.owns(
        r,
        f.unitId ? eq(r.unitId, f.unitId) : undefined,
        f.unitIds ? inArray(r.unitId, f.unitIds) : undefined,
        f.kindId ? eq(r.kindId, f.kindId) : undefined,
        f.status ? eq(r.status, f.status) : undefined,
        f.from ? gte(r.day, f.from) : undefined,
        f.to ? lte(r.day, f.to) : undefined,
        f.q
          ? sql`replace(lower(${units.unitNo}), '-', '') like ${containsPattern(f.q.toLowerCase().replaceAll('-', ''))}`
          : undefined,
        f.after
          ? sql`(${r.weighedAt}, ${r.id}) < (${f.after[0]}::timestamptz, ${f.after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(r.weighedAt), desc(r.id))
    .limit(limit);
  return rows.map(toRecord);
}

/** One weigh-in of the community as it reads now; another community's ID reads as none. */
export async function findRecord(tx: Executor, scope: CommunityScope, recordId: string) {
  const [row] = await viewOf(tx).where(scope.owns(r, eq(r.id, recordId)));
  if (!row) throw notFound('RECYCLING_RECORD_NOT_FOUND');
  return toRecord(row);
}

/** The unit's number, if the unit is the community's. */
export async function unitNoOf(tx: Executor, scope: CommunityScope, unitId: string) {
  const [row] = await tx
    .select({ unitNo: units.unitNo })
    .from(units)
    .where(scope.owns(units, eq(units.id, unitId)));
  if (!row) throw notFound('RECYCLING_UNIT_NOT_FOUND');
  return row.unitNo;
}

/**
 * Marks an active weigh-in cancelled; answers it, or nothing when it is not (any more) active:
 * of two cancels at once, the row lock lets one through and the other finds it cancelled.
 */
export async function markCancelled(
  tx: Executor,
  scope: CommunityScope,
  recordId: string,
  by: { userId: string; reason: string; at: Date },
) {
  const [row] = await tx
    .update(r)
    .set({ status: 'CANCELLED', cancelReason: by.reason, cancelledBy: by.userId, cancelledAt: by.at })
    .where(scope.owns(r, eq(r.id, recordId), eq(r.status, 'ACTIVE')))
    .returning();
  return row;
}

export interface BalanceChange {
  points: number;
  grams: number;
  satang: number;
  weighIns: number;
}

/**
 * Adds to a unit's running totals (negative to take back), creating its row at the first
 * weigh-in. One statement, so concurrent weigh-ins of a unit add up rather than overwrite.
 */
export async function addToBalance(
  tx: Executor,
  scope: CommunityScope,
  unitId: string,
  d: BalanceChange,
  weighedAt: Date | null,
) {
  const b = recyclingBalances;
  await tx
    .insert(b)
    .values({ unitId, communityId: scope.communityId, ...d, lastWeighedAt: weighedAt })
    .onConflictDoUpdate({
      target: b.unitId,
      set: {
        points: sql`${b.points} + ${d.points}`,
        grams: sql`${b.grams} + ${d.grams}`,
        satang: sql`${b.satang} + ${d.satang}`,
        weighIns: sql`${b.weighIns} + ${d.weighIns}`,
        lastWeighedAt: weighedAt
          ? sql`greatest(${b.lastWeighedAt}, ${weighedAt.toISOString()}::timestamptz)`
          : sql`${b.lastWeighedAt}`,
      },
      setWhere: eq(b.communityId, scope.communityId),
    });
}

/**
 * Adds to the day's totals of a kind (negative to take back), in the weigh-in's transaction. One
 * statement, so weigh-ins of one day and kind at once add up rather than overwrite.
 */
export async function addToDailyTotals(
  tx: Executor,
  scope: CommunityScope,
  at: { day: string; kindId: string },
  d: BalanceChange,
) {
  const t = recyclingDailyTotals;
  await tx
    .insert(t)
    .values({ communityId: scope.communityId, ...at, ...d })
    .onConflictDoUpdate({
      target: [t.communityId, t.day, t.kindId],
      set: {
        points: sql`${t.points} + ${d.points}`,
        grams: sql`${t.grams} + ${d.grams}`,
        satang: sql`${t.satang} + ${d.satang}`,
        weighIns: sql`${t.weighIns} + ${d.weighIns}`,
      },
    });
}
