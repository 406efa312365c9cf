import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { acrossCommunities } from '../../../platform/db/across-communities';
import type { Executor } from '../../../platform/db/client';
import { communityScope } from '../../../platform/db/community-scope';
import { jobKind } from '../../../platform/jobs/job-kinds';
import type { JobContext } from '../../../platform/jobs/job-runner';
import type { AppServices } from '../../../platform/services';
import { communityTimeZone } from '../../../platform/tenancy/community-info';
import { localDate, localRunAt, nextLocalRun } from '../../../platform/time/zone-clock';
import { allCommunities, claimExpiring } from './expiry-queries';
import { carNotices } from './notices';

export const EXPIRY_DAY = 'directory.car-expiry';
/** The local hour the daily sweep runs: office hours, not midnight. */
const SWEEP_HOUR = 9;
const dayJobSchema = z.object({ communityID: z.string().min(1), day: z.iso.date() });
type DayJob = z.output<typeof dayJobSchema>;

/** Writes the community's sweep of its next day unless one exists (keyed: restarts and instances add none). */
export function ensureNextSweep(
  tx: Executor,
  s: AppServices,
  communityId: string,
  timeZone: string,
  now: Date,
) {
  const { day } = nextLocalRun(now, timeZone, SWEEP_HOUR);
  return s.jobs.scheduleOnce(
    EXPIRY_DAY,
    { communityID: communityId, day },
    localRunAt(day, timeZone, SWEEP_HOUR),
    {
      db: tx,
    },
  );
}

/**
 * A community's day: each unit whose car sticker expires within 30 days is told once (the
 * sticker keeps when it was told), then the next day's sweep is put on its way.
 */
export async function sweepExpiring(
  job: DayJob,
  _ctx: JobContext | undefined,
  s: AppServices,
  now = new Date(),
) {
  const scope = communityScope(s.db, job.communityID);
  const due = await scope.run((tx) => claimExpiring(tx, scope, now));
  const timeZone = await scope.run((tx) => communityTimeZone(tx, job.communityID));
  for (const d of due) await carNotices.expiring(s, job.communityID, d, localDate(d.validUntil, timeZone));
  await scope.run((tx) =>
    ensureNextSweep(
      tx,
      s,
      job.communityID,
      timeZone,
      new Date(Math.max(now.getTime(), localRunAt(job.day, timeZone, SWEEP_HOUR).getTime() + 1)),
    ),
  );
  return due.length;
}

export const CAR_JOBS = {
  [EXPIRY_DAY]: jobKind({
    payload: dayJobSchema,
    handle: (job, ctx, s) => sweepExpiring(job, ctx, s).then(() => {}),
  }),
};

/** Once the server listens (never in a test that only injects), every community's sweep is on its way. */
export function startExpirySweepsOnListen(app: FastifyInstance, s: AppServices) {
  app.addHook('onListen', async () => {
    await acrossCommunities(s.db, 'start-up', async (tx) => {
      const now = new Date();
      for (const c of await allCommunities(tx)) await ensureNextSweep(tx, s, c.id, c.timeZone, now);
    }).catch((err: unknown) => app.log.error({ err }, 'car sticker expiry sweeps could not be scheduled'));
  });
}
