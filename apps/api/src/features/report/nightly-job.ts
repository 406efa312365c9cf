import { DEFAULT_TIME_ZONE } from '@cc/contracts/session';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { jobKind } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { localRunAt, nextLocalRun } from '../../platform/time/zone-clock';
import { pruneSignIns } from './activity-queries';

export const PRUNE_SIGN_INS = 'report.prune-sign-ins';
/** Traffic data is kept this long (the Computer-related Crime Act's minimum), then deleted. */
export const SIGN_IN_KEEP_DAYS = 90;
const PRUNE_HOUR = 4;
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

/** Makes sure the next day's prune is waiting (once, however many instances ask). */
export async function ensureNextPrune(tx: Executor, s: AppServices, now: Date) {
  const { day, at } = nextLocalRun(now, DEFAULT_TIME_ZONE, PRUNE_HOUR);
  return s.jobs.scheduleOnce(PRUNE_SIGN_INS, { day }, at, { db: tx });
}

async function runPrune(job: z.output<typeof payload>, ctx: JobContext, s: AppServices) {
  const now = new Date();
  const pruned = await pruneOldSignIns(s.db, now);
  ctx.log.info({ pruned }, 'old sign-in attempts pruned');
  // Never the same day twice, even when the job ran early.
  const after = new Date(
    Math.max(now.getTime(), localRunAt(job.day, DEFAULT_TIME_ZONE, PRUNE_HOUR).getTime() + 1),
  );
  await s.db.transaction((tx) => ensureNextPrune(tx, s, after));
}

export const REPORT_JOBS = { [PRUNE_SIGN_INS]: jobKind({ payload, handle: runPrune }) };

/** Once the server listens, the daily prune is on its way (keyed by day: restarts add none). */
export function startPruneOnListen(app: FastifyInstance, s: AppServices) {
  app.addHook('onListen', async () => {
    await s.db
      .transaction((tx) => ensureNextPrune(tx, s, new Date()))
      .catch((err: unknown) => app.log.error({ err }, 'sign-in prune could not be scheduled'));
  });
}
