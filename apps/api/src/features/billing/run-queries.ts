import type { BillRun } from '@cc/contracts/billing';
import { and, asc, desc, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import { decodeKey, pageOf } from '../../platform/http/keyset';
import { buildings, units } from '../../platform/residence/tables';
import type { BillableUnit } from './bill-lines';
import { BILLABLE_UNIT } from './bill-queries';
import type { BillingWork } from './billing-work';
import { notFound } from './refusals';
import { billingBills, billingRuns } from './tables';

export type RunRow = typeof billingRuns.$inferSelect;

export const toRun = (r: RunRow): BillRun => ({
  runID: r.id,
  runKey: r.runKey,
  period: r.period,
  dueDate: r.dueDate,
  buildingIDs: r.buildingIds ?? null,
  status: r.status,
  done: r.done,
  total: r.total,
  createdCount: r.createdCount,
  createdAt: r.createdAt.toISOString(),
  finishedAt: r.finishedAt?.toISOString() ?? null,
});

/** Refuses a building list naming any building that is not the community's. */
export async function assertBuildings(w: BillingWork, buildingIds: string[]) {
  if (!buildingIds.length) return;
  const found = await w.tx
    .select({ id: buildings.id })
    .from(buildings)
    .where(w.scope.owns(buildings, inArray(buildings.id, buildingIds)));
  if (found.length !== new Set(buildingIds).size) throw notFound('BILLING_BUILDING_NOT_FOUND');
}

/**
 * The units of the scope (every unit, or those of some buildings) with no live bill for the
 * period yet, in unit-number order: what a run still has to bill.
 */
export async function unbilledUnits(
  w: BillingWork,
  period: string,
  buildingIds: string[] | null,
): Promise<BillableUnit[]> {
  const billed = w.tx
    .select({ unitId: billingBills.unitId })
    .from(billingBills)
    .where(w.scope.owns(billingBills, eq(billingBills.period, period), ne(billingBills.status, 'RECALLED')));
  return w.tx
    .select(BILLABLE_UNIT)
    .from(units)
    .where(
      w.scope.owns(
        units,
        buildingIds?.length ? inArray(units.buildingId, buildingIds) : undefined,
        notInArray(units.id, billed),
      ),
    )
    .orderBy(asc(units.unitNo));
}

/** How many units of the scope already have a live bill for the period. */
export async function billedCount(w: BillingWork, period: string, buildingIds: string[] | null) {
  const [row] = await w.tx
    .select({ n: sql<number>`count(*)::int` })
    .from(billingBills)
    .innerJoin(units, eq(units.id, billingBills.unitId))
    .where(
      w.scope.owns(
        billingBills,
        eq(billingBills.period, period),
        ne(billingBills.status, 'RECALLED'),
        buildingIds?.length ? inArray(units.buildingId, buildingIds) : undefined,
      ),
    );
  return Number(row?.n ?? 0);
}

export async function findRun(w: BillingWork, runId: string, opts: { lock?: boolean } = {}) {
  const query = w.tx
    .select()
    .from(billingRuns)
    .where(w.scope.owns(billingRuns, eq(billingRuns.id, runId)));
  const [row] = opts.lock ? await query.for('update') : await query;
  if (!row) throw notFound('BILLING_RUN_NOT_FOUND');
  return row;
}

export const runByKey = async (w: BillingWork, runKey: string) =>
  (
    await w.tx
      .select()
      .from(billingRuns)
      .where(w.scope.owns(billingRuns, eq(billingRuns.runKey, runKey)))
  )[0];

/** A page of runs, newest first. */
export async function listRuns(w: BillingWork, page: { lastKey?: string; limit: number }) {
  const key = decodeKey(page.lastKey, 2);
  const rows = await w.tx
    .select()
    .from(billingRuns)
    .where(
      w.scope.owns(
        billingRuns,
        key
          ? sql`(${billingRuns.createdAt}, ${billingRuns.id}) < (${key[0]}::timestamptz, ${key[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(billingRuns.createdAt), desc(billingRuns.id))
    .limit(page.limit + 1);
  const { items, lastKey } = pageOf(rows, page.limit, (r) => [r.createdAt.toISOString(), r.id]);
  return { items: items.map(toRun), lastKey };
}

export const setRunProgress = (w: BillingWork, runId: string, change: Partial<RunRow>) =>
  w.tx
    .update(billingRuns)
    .set(change)
    .where(w.scope.owns(billingRuns, and(eq(billingRuns.id, runId))));
