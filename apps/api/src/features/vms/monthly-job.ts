import { MONTH_PATTERN } from '@cc/contracts/vms-report-ops';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { acrossCommunities } from '../../platform/db/across-communities';
import type { Executor } from '../../platform/db/client';
import { communityScope } from '../../platform/db/community-scope';
import { jobKind } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { communityTimeZone } from '../../platform/tenancy/community-info';
import { localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { mailMonthOnce } from './monthly-email';
import { communitiesMailingMonthly } from './monthly-queries';
import { nextMonth, previousMonth } from './report-months';

export const MONTHLY_REPORT = 'vms.monthly-report';
/** The local hour on the 1st the month before is mailed. */
export const MONTHLY_HOUR = 8;
/** The month reported; the job runs on the 1st of the month after it. */
const monthlyJobSchema = z.object({ communityID: z.string().min(1), month: z.string().regex(MONTH_PATTERN) });
type MonthlyJob = z.output<typeof monthlyJobSchema>;

/** When `month`'s report is mailed: the 1st of the month after, 08:00 in the community's zone. */
export const mailTime = (month: string, timeZone: string) =>
  new Date(startOfLocalDay(`${nextMonth(month)}-01`, timeZone).getTime() + MONTHLY_HOUR * 3_600_000);

/**
 * Makes sure the next monthly mail is waiting: last month's while this 1st's 08:00 is ahead,
 * else this month's (on the next 1st). Keyed by (community, month): asked again, it writes none.
 */
export async function ensureNextMonthly(
  tx: Executor,
  s: AppServices,
  communityID: string,
  timeZone: string,
  now: Date,
) {
  const thisMonth = localDate(now, timeZone).slice(0, 7);
  const last = previousMonth(thisMonth);
  const month = now < mailTime(last, timeZone) ? last : thisMonth;
  return s.jobs.scheduleOnce(MONTHLY_REPORT, { communityID, month }, mailTime(month, timeZone), { db: tx });
}

/**
 * A community's month: mailed once per recipient if the setting is on (a run after a failure
 * half-way mails only those not yet reached), then the next month's job is put on its way.
 * With the setting off nothing is mailed but the chain goes on, so switching it on resumes it.
 */
async function runMonth(job: MonthlyJob, ctx: JobContext, s: AppServices) {
  const sent = await mailMonthOnce(s, job.communityID, job.month);
  ctx.log.info({ communityID: job.communityID, month: job.month, sent }, 'monthly visitor report mailed');
  const scope = communityScope(s.db, job.communityID);
  await scope.run(async (tx) => {
    const timeZone = await communityTimeZone(tx, job.communityID);
    // Never this month again, even when the job ran early (moved by hand, a clock ahead).
    const after = new Date(Math.max(Date.now(), mailTime(job.month, timeZone).getTime() + 1));
    await ensureNextMonthly(tx, s, job.communityID, timeZone, after);
  });
}

export const MONTHLY_JOBS = { [MONTHLY_REPORT]: jobKind({ payload: monthlyJobSchema, handle: runMonth }) };

/** Once the server listens, every community mailing monthly has its next job waiting (keyed: restarts add none). */
export function startMonthlyOnListen(app: FastifyInstance, s: AppServices) {
  app.addHook('onListen', async () => {
    await acrossCommunities(s.db, 'start-up', async (tx) => {
      const rows = await communitiesMailingMonthly(tx);
      for (const c of rows) await ensureNextMonthly(tx, s, c.id, c.timeZone, new Date());
      return rows.length;
    }).then(
      (n) => app.log.info({ communities: n }, 'monthly visitor reports scheduled'),
      (err: unknown) => app.log.error({ err }, 'monthly visitor reports could not be scheduled'),
    );
  });
}
