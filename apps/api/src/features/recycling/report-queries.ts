import type { RecyclingBalance, RecyclingReport, RecyclingUnitHistory } from '@cc/contracts/recycling';
import { and, asc, eq, gte, inArray, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { containsPattern } from '../../platform/http/keyset';
import { units } from '../../platform/residence/tables';
import { recyclingBalances, recyclingDailyTotals, recyclingKinds, recyclingRecords } from './tables';

const r = recyclingRecords;
const b = recyclingBalances;
/** Sums come back from the database as bigint text; every figure here fits a safe integer. */
const total = (col: SQL | PgColumn) => sql<number>`coalesce(sum(${col}), 0)::float8`;
const figures = {
  grams: total(r.grams),
  satang: total(r.satang),
  points: total(r.points),
  weighIns: sql<number>`count(*)::int`,
};
const unitNoMatches = (q: string) =>
  sql`replace(lower(${units.unitNo}), '-', '') like ${containsPattern(q.toLowerCase().replaceAll('-', ''))}`;

type Figures = { grams: number; satang: number; points: number; weighIns: number };
const zero = (): Figures => ({ grams: 0, satang: 0, points: 0, weighIns: 0 });
const add = (into: Figures, f: Figures) => {
  into.grams += f.grams;
  into.satang += f.satang;
  into.points += f.points;
  into.weighIns += f.weighIns;
};

/**
 * The range's active weigh-ins by month of the community's calendar and kind, with totals per
 * kind, per month and overall, from the daily totals (a year is at most 366 rows a kind); the
 * month is the day's, so no zone arithmetic runs at all.
 */
export async function reportByKindAndMonth(
  tx: Executor,
  scope: CommunityScope,
  from: string,
  to: string,
): Promise<RecyclingReport> {
  const d = recyclingDailyTotals;
  const month = sql<string>`to_char(${d.day}, 'YYYY-MM')`;
  const rows = await tx
    .select({
      month,
      kindId: d.kindId,
      kindName: recyclingKinds.name,
      grams: total(d.grams),
      satang: total(d.satang),
      points: total(d.points),
      weighIns: sql<number>`coalesce(sum(${d.weighIns}), 0)::int`,
    })
    .from(d)
    .innerJoin(recyclingKinds, eq(recyclingKinds.id, d.kindId))
    .where(scope.owns(d, gte(d.day, from), lte(d.day, to)))
    .groupBy(month, d.kindId, recyclingKinds.name)
    .having(sql`sum(${d.weighIns}) > 0`)
    .orderBy(asc(month), asc(recyclingKinds.name));
  const kinds = new Map<string, RecyclingReport['kinds'][number]>();
  const months = new Map<string, RecyclingReport['months'][number]>();
  const totals = zero();
  const lines = rows.map((x) => {
    const f = { grams: x.grams, satang: x.satang, points: x.points, weighIns: x.weighIns };
    const k = kinds.get(x.kindId) ?? { kindID: x.kindId, kindName: x.kindName, ...zero() };
    kinds.set(x.kindId, k);
    add(k, f);
    const m = months.get(x.month) ?? { month: x.month, ...zero() };
    months.set(x.month, m);
    add(m, f);
    add(totals, f);
    return { month: x.month, kindID: x.kindId, kindName: x.kindName, ...f };
  });
  return {
    from,
    to,
    lines,
    kinds: [...kinds.values()].sort((p, q) => p.kindName.localeCompare(q.kindName)),
    months: [...months.values()],
    totals,
  };
}

/** Per unit with a weigh-in in the range, by unit number: one page (limit + 1 rows). */
export async function historyByUnit(
  tx: Executor,
  scope: CommunityScope,
  range: { from: string; to: string; q?: string; afterUnitNo?: string },
  limit: number,
): Promise<RecyclingUnitHistory[]> {
  const rows = await tx
    .select({ unitID: r.unitId, unitNo: units.unitNo, ...figures })
    .from(r)
    .innerJoin(units, eq(units.id, r.unitId))
    .where(
      scope.owns(
        r,
        gte(r.day, range.from),
        lte(r.day, range.to),
        eq(r.status, 'ACTIVE'),
        range.q ? unitNoMatches(range.q) : undefined,
        range.afterUnitNo ? sql`${units.unitNo} > ${range.afterUnitNo}` : undefined,
      ),
    )
    .groupBy(r.unitId, units.unitNo)
    .orderBy(asc(units.unitNo))
    .limit(limit);
  return rows;
}

const balanceColumns = {
  unitID: units.id,
  unitNo: units.unitNo,
  points: sql<number>`coalesce(${b.points}, 0)::float8`,
  grams: sql<number>`coalesce(${b.grams}, 0)::float8`,
  satang: sql<number>`coalesce(${b.satang}, 0)::float8`,
  weighIns: sql<number>`coalesce(${b.weighIns}, 0)`,
  lastWeighedAt: b.lastWeighedAt,
};

const toBalance = (x: {
  unitID: string;
  unitNo: string;
  points: number;
  grams: number;
  satang: number;
  weighIns: number;
  lastWeighedAt: Date | null;
}): RecyclingBalance => ({ ...x, lastWeighedAt: x.lastWeighedAt?.toISOString() ?? null });

/** Every unit's balance by unit number (a unit with no weigh-in reads zero): one page. */
export async function balancePage(
  tx: Executor,
  scope: CommunityScope,
  f: { q?: string; unitId?: string; afterUnitNo?: string },
  limit: number,
): Promise<RecyclingBalance[]> {
  const rows = await tx
    .select(balanceColumns)
    .from(units)
    .leftJoin(b, and(eq(b.unitId, units.id), eq(b.communityId, units.communityId)))
    .where(
      scope.owns(
        units,
        f.unitId ? eq(units.id, f.unitId) : undefined,
        f.q ? unitNoMatches(f.q) : undefined,
        f.afterUnitNo ? sql`${units.unitNo} > ${f.afterUnitNo}` : undefined,
      ),
    )
    .orderBy(asc(units.unitNo))
    .limit(limit);
  return rows.map(toBalance);
}

/** The balances of the given units (a subquery of unit ids), by unit number. */
export async function balancesOf(tx: Executor, scope: CommunityScope, unitIds: SQLWrapper) {
  const rows = await tx
    .select(balanceColumns)
    .from(units)
    .leftJoin(b, and(eq(b.unitId, units.id), eq(b.communityId, units.communityId)))
    .where(scope.owns(units, inArray(units.id, unitIds)))
    .orderBy(asc(units.unitNo));
  return rows.map(toBalance);
}
