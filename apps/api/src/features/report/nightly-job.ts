import { DEFAULT_TIME_ZONE } from '@cc/contracts/session';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { jobKind } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { localRunAt, nextLocalRun } from '../../platform/time/zone-clock';
import { rollUpClosedDays } from './action-rollup';
import { pruneSignIns } from './activity-queries';

export const REPORT_NIGHTLY = 'report.nightly';
/** Traffic data is kept this long (the Computer-related Crime Act's minimum), then deleted. */
export const SIGN_IN_KEEP_DAYS = 90;
/** Bangkok hour of the nightly run: every community's yesterday has long closed. */
const NIGHTLY_HOUR = 4;
const BATCH = 5_000;
const DAY_MS = 86_400_000;

const payload = z.object({ day: z.iso.date() });

/** Deletes every sign-in attempt older than 90 days before `now`; answers how many went. */
export async function pruneOldSignIns(db: Executor, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SIGN_IN_KEEP_DAYS * DAY_MS);
  let total = 0;
  for (;;) {
    const gone = await pruneSignIns(db, before, BATCH);
    total += gone;
    if (gone < BATCH) return total;
  }
}

/** Makes sure the next day's run is waiting (once, however many instances ask). */
export async function ensureNextNightly(tx: Executor, s: AppServices, now: Date) {
  const { day, at } = nextLocalRun(now, DEFAULT_TIME_ZONE, NIGHTLY_HOUR);
  return s.jobs.scheduleOnce(REPORT_NIGHTLY, { day }, at, { db: tx });
}

/**
 * The nightly run: prunes sign-in attempts past their keeping time and rolls up each community's
 * closed days of audit actions for the activity report. Both are safe to run twice.
 */
async function runNightly(job: z.output<typeof payload>, ctx: JobContext, s: AppServices) {
  const now = new Date();
  const pruned = await pruneOldSignIns(s.db, now);
  const rolledUp = await rollUpClosedDays(s.db, now);
  ctx.log.info({ pruned, rolledUp }, 'sign-ins pruned, audit actions rolled up');
  // Never the same day twice, even when the job ran early.
  const after = new Date(
    Math.max(now.getTime(), localRunAt(job.day, DEFAULT_TIME_ZONE, NIGHTLY_HOUR).getTime() + 1),
  );
  await s.db.transaction((tx) => ensureNextNightly(tx, s, after));
}

export const REPORT_JOBS = { [REPORT_NIGHTLY]: jobKind({ payload, handle: runNightly }) };

/** Once the server listens, the nightly run is on its way (keyed by day: restarts add none). */
export function startNightlyOnListen(app: FastifyInstance, s: AppServices) {
  app.addHook('onListen', async () => {
    await s.db
      .transaction((tx) => ensureNextNightly(tx, s, new Date()))
      .catch((err: unknown) => app.log.error({ err }, 'the nightly report run could not be scheduled'));
  });
}
