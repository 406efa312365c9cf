import type { z } from 'zod';
import { communityScope } from '../../platform/db/community-scope';
import { jobKind } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { surchargeLines, totalOf } from './bill-lines';
import { scheduleNotices } from './bill-notices';
import { takeBillNumbers } from './bill-number-queries';
import { insertLines } from './bill-queries';
import { runJobSchema, runPlan } from './bill-run';
import { billingWork } from './billing-work';
import { drawCredit } from './credit-queries';
import { findRun, setRunProgress } from './run-queries';
import { chargeSurcharges } from './surcharge-queries';
import { billingBills } from './tables';

/** Bills per transaction: progress moves visibly, and a failure loses one batch's work at most. */
export const RUN_BATCH = 25;

/**
 * One batch of a run in one transaction: the run row locked (one worker at a time), the next
 * units still unbilled for the period, their bills numbered, lines and notices, and the progress.
 * Answers false once nothing is left (the run is then DONE). Rerun after a crash, it starts
 * from what is still unbilled, so no unit is billed twice (the unique live-bill index holds too).
 */
export async function runBatch(
  s: AppServices,
  job: z.output<typeof runJobSchema>,
  size = RUN_BATCH,
  now: Date = new Date(),
): Promise<boolean> {
  const scope = communityScope(s.db, job.communityID);
  return billingWork(
    scope,
    null,
    async (w) => {
      const run = await findRun(w, job.runID, { lock: true });
      if (run.status === 'DONE') return false;
      const { units, charges } = await runPlan(w, run.period, run.buildingIds ?? null);
      const batch = units.slice(0, size);
      if (!batch.length) {
        await setRunProgress(w, run.id, { status: 'DONE', done: run.total, finishedAt: w.now });
        return false;
      }
      // Late surcharge of the units' earlier bills goes on their new ones, charged once.
      const surcharges = await chargeSurcharges(
        w,
        batch.map((u) => u.unit.unitId),
        charges,
      );
      const linesOf = new Map(
        batch.map(({ unit, lines }) => [
          unit.unitId,
          [...lines, ...surchargeLines(surcharges.get(unit.unitId))],
        ]),
      );
      const first = await takeBillNumbers(w, batch.length);
      const made = await w.tx
        .insert(billingBills)
        .values(
          batch.map(({ unit }, i) => ({
            communityId: w.scope.communityId,
            billNo: first + i,
            unitId: unit.unitId,
            period: run.period,
            dueDate: run.dueDate,
            status: 'ISSUED' as const,
            totalSatang: totalOf(linesOf.get(unit.unitId)!),
            runId: run.id,
            issuedAt: w.now,
          })),
        )
        .returning({
          id: billingBills.id,
          unitId: billingBills.unitId,
          totalSatang: billingBills.totalSatang,
        });
      await insertLines(
        w,
        made.map((m) => ({ billId: m.id, lines: linesOf.get(m.unitId)! })),
      );
      await drawCredit(w, made);
      await scheduleNotices(
        w,
        s,
        made.map((m) => m.id),
      );
      const remaining = units.length - batch.length;
      await setRunProgress(w, run.id, {
        status: 'RUNNING',
        done: Math.max(run.total - remaining, 0),
        createdCount: run.createdCount + made.length,
      });
      return true;
    },
    now,
  );
}

async function runBills(job: z.output<typeof runJobSchema>, ctx: JobContext, s: AppServices) {
  while (await runBatch(s, job)) s.jobs.wake();
  ctx.log.info({ runID: job.runID }, 'billing run done');
}

export const runJob = jobKind({ payload: runJobSchema, handle: runBills });
