import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { recordAudit } from '../../platform/audit/record-audit';
import { acrossCommunities } from '../../platform/db/across-communities';
import type { Executor } from '../../platform/db/client';
import { communityScope } from '../../platform/db/community-scope';
import { jobKind } from '../../platform/jobs/job-kinds';
import type { JobContext, Log } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';
import { communities } from '../../platform/tenancy/tables';
import { localRunAt, nextLocalRun } from '../../platform/time/zone-clock';
import { dueForRedaction, redact, retentionDays } from './retention-queries';

export const RETENTION_DAY = 'vms.retention';
/** The local hour a community's retention runs: the quiet of the night. */
const RETENTION_HOUR = 3;
const BATCH = 500;
const DAY_MS = 86_400_000;

const dayJobSchema = z.object({ communityID: z.string().min(1), day: z.iso.date() });
type DayJob = z.output<typeof dayJobSchema>;

/** Makes sure the community's next retention run is waiting (once, however many instances ask). */
export async function ensureNextRetention(
  tx: Executor,
  s: AppServices,
  communityId: string,
  timeZone: string,
  now: Date,
) {
  const { day, at } = nextLocalRun(now, timeZone, RETENTION_HOUR);
  return s.jobs.scheduleOnce(RETENTION_DAY, { communityID: communityId, day }, at, { db: tx });
}

/**
 * PDPA retention for one community: every visit that left more than its retention days ago
 * loses its photos (files deleted, keys cleared), name and phone, and is marked redacted. The
 * files go first, then the row in its own transaction: a run cut short between the two finds
 * the visit again next time (removing a missing file is no error), so nothing is left behind
 * and a second run changes nothing. Visits inside are never touched. Counts are logged.
 */
export async function runRetention(s: AppServices, communityId: string, now: Date, log: Log) {
  const scope = communityScope(s.db, communityId);
  const days = await scope.run((tx) => retentionDays(tx, scope));
  const before = new Date(now.getTime() - days * DAY_MS);
  let visits = 0;
  let photos = 0;
  for (;;) {
    const due = await scope.run((tx) => dueForRedaction(tx, scope, before, BATCH));
    if (due.length === 0) break;
    for (const key of due.flatMap((d) => d.keys)) await s.files.remove(key);
    const done = await scope.run((tx) =>
      redact(
        tx,
        scope,
        due.map((d) => d.id),
        now,
      ),
    );
    visits += done;
    photos += due.reduce((n, d) => n + d.keys.length, 0);
    if (due.length < BATCH) break;
  }
  if (visits > 0)
    await scope.run((tx) =>
      recordAudit(tx, {
        communityId,
        actor: 'scheduler',
        action: 'vms.retention',
        after: { visits, photos, retentionDays: days, leftBefore: before.toISOString() },
      }),
    );
  log.info({ communityID: communityId, visits, photos, retentionDays: days }, 'vms retention ran');
  return { visits, photos };
}

/** A community's day: the retention, then the next day's run. */
async function runDay(job: DayJob, ctx: JobContext, s: AppServices) {
  const now = new Date();
  await runRetention(s, job.communityID, now, ctx.log);
  const scope = communityScope(s.db, job.communityID);
  await scope.run(async (tx) => {
    const timeZone = await communityTimeZone(tx, job.communityID);
    // Never this day again, even when the job ran early.
    const after = new Date(
      Math.max(now.getTime(), localRunAt(job.day, timeZone, RETENTION_HOUR).getTime() + 1),
    );
    await ensureNextRetention(tx, s, job.communityID, timeZone, after);
  });
}

export const RETENTION_JOBS = { [RETENTION_DAY]: jobKind({ payload: dayJobSchema, handle: runDay }) };

/** Once the server listens, every community gets its chain of daily runs (keyed: restarts add none). */
export function startRetentionOnListen(app: FastifyInstance, s: AppServices) {
  app.addHook('onListen', async () => {
    await acrossCommunities(s.db, 'start-up', async (tx) => {
      const rows = await tx.select({ id: communities.id, timeZone: communities.timeZone }).from(communities);
      for (const c of rows) await ensureNextRetention(tx, s, c.id, c.timeZone, new Date());
      return rows.length;
    }).then(
      (n) => app.log.info({ communities: n }, 'vms retention scheduled'),
      (err: unknown) => app.log.error({ err }, 'vms retention could not be scheduled'),
    );
  });
}
