import type { VisitorType } from '@cc/contracts/vms-records';
import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { units } from '../../platform/residence/tables';
import { vmsCouponBatches, vmsVisits } from './tables';
import type { VmsWork } from './vms-work';

const v = vmsVisits;

/**
 * The dashboard's figures, each read from an index of vms_visits: the partial index of visits
 * inside (few rows, whatever the history), the entry index for a day's entries, the exit index
 * (with the fee) for a day's fees; batches to verify from the batches' state index.
 */

/** Visits inside now by visitor type, and how many came in before `overstayBefore`. */
export async function insideFigures(w: VmsWork, overstayBefore: Date) {
  const rows = await w.tx
    .select({
      type: v.visitorType,
      inside: count(),
      overstays: sql<number>`count(*) filter (where ${v.checkedInAt} < ${overstayBefore.toISOString()}::timestamptz)::int`,
    })
    .from(v)
    .where(w.scope.owns(v, isNull(v.checkedOutAt)))
    .groupBy(v.visitorType);
  return rows.map((r) => ({
    type: r.type as VisitorType,
    inside: Number(r.inside),
    overstays: Number(r.overstays),
  }));
}

export async function entriesBetween(w: VmsWork, from: Date, to: Date): Promise<number> {
  const [row] = await w.tx
    .select({ n: count() })
    .from(v)
    .where(w.scope.owns(v, gte(v.checkedInAt, from), lt(v.checkedInAt, to)));
  return Number(row?.n ?? 0);
}

export async function feesBetween(w: VmsWork, from: Date, to: Date): Promise<number> {
  const [row] = await w.tx
    .select({ satang: sql<string>`coalesce(sum(${v.feeSatang}), 0)` })
    .from(v)
    .where(w.scope.owns(v, isNotNull(v.checkedOutAt), gte(v.checkedOutAt, from), lt(v.checkedOutAt, to)));
  return Number(row?.satang ?? 0);
}

export async function batchesWaitingVerify(w: VmsWork): Promise<number> {
  const [row] = await w.tx
    .select({ n: count() })
    .from(vmsCouponBatches)
    .where(w.scope.owns(vmsCouponBatches, eq(vmsCouponBatches.state, 'WAITING_VERIFY')));
  return Number(row?.n ?? 0);
}

/** Entries (or exits) of a day per local hour: hour 0 is the day's start in the community's zone. */
export async function perHour(w: VmsWork, column: 'in' | 'out', from: Date, to: Date) {
  const at = column === 'in' ? v.checkedInAt : v.checkedOutAt;
  const hour = sql<number>`floor(extract(epoch from (${at} - ${from.toISOString()}::timestamptz)) / 3600)::int`;
  const rows = await w.tx
    .select({ hour, n: count() })
    .from(v)
    .where(w.scope.owns(v, column === 'out' ? isNotNull(at) : undefined, gte(at, from), lt(at, to)))
    // By position: the hour's expression carries a parameter, written twice it would be two.
    .groupBy(sql`1`);
  return rows.map((r) => ({ hour: Number(r.hour), n: Number(r.n) }));
}

/** The most visited units by entries between two instants, most first (ties by unit number). */
export async function topUnits(w: VmsWork, from: Date, to: Date, limit: number) {
  const visits = count();
  const rows = await w.tx
    .select({ unitID: v.unitId, unitNo: units.unitNo, visits })
    .from(v)
    .innerJoin(units, eq(units.id, v.unitId))
    .where(w.scope.owns(v, and(gte(v.checkedInAt, from), lt(v.checkedInAt, to))))
    .groupBy(v.unitId, units.unitNo)
    .orderBy(desc(visits), units.unitNo)
    .limit(limit);
  return rows.map((r) => ({ unitID: r.unitID, unitNo: r.unitNo, visits: Number(r.visits) }));
}
