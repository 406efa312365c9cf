import { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { communityScope } from '../../platform/db/community-scope';
import { jobKind, jobScheduler } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import { jobWithPayloadExists } from '../../platform/jobs/job-store';
import type { AppServices } from '../../platform/services';
import { sosPush } from './sos-notices';
import { alertedMembers, findAlert, readSosSetting } from './sos-queries';

const repeatSchema = z.object({
  communityID: z.string().min(1),
  alertID: z.uuid(),
  /** Which repeat this is (1 = the first after the raise): one job per round, never two. */
  round: z.number().int().min(1),
});
type Repeat = z.infer<typeof repeatSchema>;

const KIND = 'incident.sos-repeat';
/** The SOS's background job: the push again every repeat interval until someone acknowledges. */
export const SOS_JOBS = {
  [KIND]: jobKind({ payload: repeatSchema, handle: repeatPush }),
};
const schedule = jobScheduler(SOS_JOBS);

/**
 * Schedules round `round` after `seconds`, inside the caller's transaction, unless that round is
 * already scheduled (a handler run twice after a lost lease schedules the next round once).
 */
export async function scheduleRepeat(tx: Executor, s: AppServices, job: Repeat, seconds: number) {
  if (await jobWithPayloadExists(tx, KIND, job)) return;
  await schedule(s.jobs, KIND, job, new Date(Date.now() + seconds * 1000), { db: tx });
}

/**
 * A repeat: while the alert is still OPEN, the alerted members are pushed again and the next
 * round scheduled; once it is acknowledged or resolved the chain ends here, doing nothing.
 */
export async function repeatPush(job: Repeat, _ctx: JobContext | undefined, s: AppServices) {
  const scope = communityScope(s.db, job.communityID);
  const due = await scope.run(async (tx) => {
    const alert = await findAlert(tx, scope, job.alertID).catch(() => null);
    if (alert?.status !== 'OPEN') return null;
    const setting = await readSosSetting(tx, scope);
    await scheduleRepeat(tx, s, { ...job, round: job.round + 1 }, setting.repeatSeconds);
    return { alert, members: await alertedMembers(tx, scope, setting.alertRoles, alert.raisedBy) };
  });
  if (due) await sosPush(s, job.communityID, due.alert, due.members, job.round);
}
