import type { BillRun } from '@cc/contracts/billing';
import type { createRunSchema, runScopeSchema } from '@cc/contracts/billing-inputs';
import { z } from 'zod';
import type { AppServices } from '../../platform/services';
import { chargeLines, dueDateOf } from './bill-lines';
import type { BillingWork } from './billing-work';
import { assertBuildings, billedCount, runByKey, toRun, unbilledUnits } from './run-queries';
import { readSettings } from './setting-queries';
import { billingRuns } from './tables';

type RunScope = z.output<typeof runScopeSchema>;
export const runJobSchema = z.object({ communityID: z.string().min(1), runID: z.uuid() });

/** The units a run would bill now, each with its lines from the charge settings. */
export async function runPlan(w: BillingWork, period: string, buildingIds: string[] | null) {
  const { charges } = await readSettings(w);
  const candidates = await unbilledUnits(w, period, buildingIds);
  const units = candidates
    .map((unit) => ({ unit, lines: chargeLines(charges, unit) }))
    .filter((u) => u.lines.length > 0);
  return { charges, units };
}

const scopeOf = (input: RunScope) => (input.buildingIDs?.length ? [...new Set(input.buildingIDs)] : null);

/**
 * Which units a run would bill and for how much; nothing is written. The late surcharge of
 * their earlier bills is not in these totals: the run works it out through the day it bills.
 */
export async function previewRun(w: BillingWork, input: RunScope) {
  const buildingIds = scopeOf(input);
  await assertBuildings(w, buildingIds ?? []);
  const { charges, units } = await runPlan(w, input.period, buildingIds);
  const rows = units.map(({ unit, lines }) => ({
    unitID: unit.unitId,
    unitNo: unit.unitNo,
    totalSatang: lines.reduce((sum, l) => sum + l.amountSatang, 0),
  }));
  return {
    period: input.period,
    dueDate: input.dueDate ?? dueDateOf(input.period, charges.dueDay),
    units: rows,
    alreadyBilled: await billedCount(w, input.period, buildingIds),
    totalSatang: rows.reduce((sum, r) => sum + r.totalSatang, 0),
  };
}

/**
 * Records a run and schedules its job in the same transaction. The run key is unique in the
 * community: a key used before answers that run and writes nothing, so a double click or a retry
 * over a lost answer never starts a second run.
 */
export async function createRun(
  w: BillingWork,
  s: AppServices,
  input: z.output<typeof createRunSchema>,
): Promise<BillRun> {
  const known = await runByKey(w, input.runKey);
  if (known) return toRun(known);
  const buildingIds = scopeOf(input);
  await assertBuildings(w, buildingIds ?? []);
  const { charges, units } = await runPlan(w, input.period, buildingIds);
  const [row] = await w.tx
    .insert(billingRuns)
    .values({
      communityId: w.scope.communityId,
      runKey: input.runKey,
      period: input.period,
      dueDate: input.dueDate ?? dueDateOf(input.period, charges.dueDay),
      buildingIds,
      total: units.length,
      createdBy: w.userId,
    })
    .onConflictDoNothing()
    .returning();
  // A simultaneous request with the same key committed first: answer its run.
  if (!row) return toRun((await runByKey(w, input.runKey))!);
  await s.jobs.schedule('billing.run', { communityID: w.scope.communityId, runID: row.id }, undefined, {
    db: w.tx,
  });
  return toRun(row);
}
