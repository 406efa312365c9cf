import { effectiveFlag } from '@cc/contracts/features';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { acrossCommunities } from '../../platform/db/across-communities';
import type { Executor } from '../../platform/db/client';
import { communityScope } from '../../platform/db/community-scope';
import { jobKind } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { communities, communityFeatures } from '../../platform/tenancy/tables';
import { localRunAt, nextLocalRun } from '../../platform/time/zone-clock';
import { sweepReminders } from './reminder-sweep';

export const REMINDER_DAY = 'billing.reminders';
/** The local hour a community's daily sweep runs: in the morning, not at midnight. */
export const SWEEP_HOUR = 8;
const dayJobSchema = z.object({ communityID: z.string().min(1), day: z.iso.date() });
type DayJob = z.output<typeof dayJobSchema>;

export const sweepTime = (day: string, timeZone: string) => localRunAt(day, timeZone, SWEEP_HOUR);

/** Writes the sweep of a community's day unless one exists (in any state), once across instances. */
const scheduleDay = (tx: Executor, s: AppServices, key: DayJob, timeZone: string) =>
  s.jobs.scheduleOnce(REMINDER_DAY, key, sweepTime(key.day, timeZone), { db: tx });

/** Makes sure the community's next sweep is waiting: today's while its hour is ahead, else tomorrow's. */
export async function ensureNextSweep(
  tx: Executor,
  s: AppServices,
  communityId: string,
  timeZone: string,
  now: Date,
) {
  const { day } = nextLocalRun(now, timeZone, SWEEP_HOUR);
  return scheduleDay(tx, s, { communityID: communityId, day }, timeZone);
}

/** The community's zone, and whether it bills (billing on, by the registry's rules for its type). */
async function billingClock(tx: Executor, communityId: string) {
  const [row] = await tx
    .select({ timeZone: communities.timeZone, type: communities.type, isEnable: communityFeatures.isEnable })
    .from(communities)
    .leftJoin(
      communityFeatures,
      and(eq(communityFeatures.communityId, communities.id), eq(communityFeatures.featureEnum, 'BILLING')),
    )
    .where(eq(communities.id, communityId));
  if (!row) return undefined;
  const stored = { isEnable: row.isEnable ?? false, isVisible: true };
  return { timeZone: row.timeZone, bills: effectiveFlag('BILLING', stored, row.type).isEnable };
}

/**
 * A community's day of reminders: the sweep (each reminder sent once, whatever runs it), then
 * the next day's sweep. A day missed while no instance ran is covered by the next sweep, as a
 * step stays sendable for a while after its day. With billing switched off the day sends
 * nothing but the chain goes on, so switching it on again resumes the reminders.
 */
async function runDay(job: DayJob, ctx: JobContext, s: AppServices) {
  const now = new Date();
  const scope = communityScope(s.db, job.communityID);
  const clock = await scope.run((tx) => billingClock(tx, job.communityID));
  if (!clock) return;
  if (clock.bills) {
    const sent = await sweepReminders(s, job.communityID, now, ctx.log);
    ctx.log.info({ communityID: job.communityID, day: job.day, sent }, 'bill reminders swept');
  }
  await scope.run(async (tx) => {
    // Never this day again, even when the job ran early (moved by hand, a clock ahead).
    const after = new Date(Math.max(now.getTime(), sweepTime(job.day, clock.timeZone).getTime() + 1));
    await ensureNextSweep(tx, s, job.communityID, clock.timeZone, after);
  });
}

export const REMINDER_JOBS = { [REMINDER_DAY]: jobKind({ payload: dayJobSchema, handle: runDay }) };

/** Every condominium with billing switched on gets its chain of daily sweeps (keyed: restarts add none). */
export async function startSweeps(s: AppServices, now: Date = new Date()) {
  return acrossCommunities(s.db, 'start-up', async (tx) => {
    const rows = await tx
      .select({ id: communities.id, timeZone: communities.timeZone })
      .from(communities)
      .innerJoin(
        communityFeatures,
        and(eq(communityFeatures.communityId, communities.id), eq(communityFeatures.featureEnum, 'BILLING')),
      )
      .where(and(eq(communities.type, 'CONDO'), eq(communityFeatures.isEnable, true)));
    for (const c of rows) await ensureNextSweep(tx, s, c.id, c.timeZone, now);
    return rows.length;
  });
}

/** Once the server listens (never in a test that only injects), the sweeps start; a failure is logged. */
export function startSweepsOnListen(app: FastifyInstance, s: AppServices) {
  app.addHook('onListen', async () => {
    await startSweeps(s).then(
      (n) => app.log.info({ communities: n }, 'bill reminder sweeps scheduled'),
      (err: unknown) => app.log.error({ err }, 'bill reminder sweeps could not be scheduled'),
    );
  });
}
