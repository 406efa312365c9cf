import { taskNoText } from '@cc/contracts/issuetracking';
import { communityScope } from '../../platform/db/community-scope';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { addDays, startOfLocalDay } from '../../platform/time/zone-clock';
import {
  DIGEST,
  type DigestJob,
  digestTime,
  ensureNextMorning,
  lockKey,
  MORNING,
  type MorningJob,
  scheduleOnce,
} from './deadline-jobs';
import { escalateOverdue } from './deadline-notices';
import { communityClock, dueTasksOf, peopleWithDueTasks } from './deadline-queries';
import { sentSinceJob } from './job-key-queries';
import { loadIssueSettings } from './settings-queries';

export const DIGEST_TARGET = '/dashboard/issuetracking';
const LISTED = 8;

/**
 * The community's morning of `day`: one digest job per person with overdue or due-today work
 * (keyed by person and day, so a second morning job of the same day, from a second instance or
 * a retry, adds none), the escalations, and the next morning. A morning missed while no
 * instance ran is not replayed: the next one is the next still ahead.
 */
export async function runMorning({ communityID, day }: MorningJob, _ctx: JobContext, s: AppServices) {
  const scope = communityScope(s.db, communityID);
  const escalate = await scope.run(async (tx) => {
    // Two morning jobs of one day (a second instance's, a retry) take their turns whole.
    await lockKey(tx, MORNING, { communityID, day });
    const clock = await communityClock(tx, communityID);
    if (!clock) return null;
    const settings = await loadIssueSettings(tx, scope);
    const now = new Date();
    const next = addDays(day, 1);
    const nextAt = digestTime(next, settings.digestHour, clock.timeZone);
    if (nextAt > now) await scheduleOnce(tx, s, MORNING, { communityID, day: next }, nextAt);
    else
      await ensureNextMorning(tx, s, scope, {
        now,
        timeZone: clock.timeZone,
        digestHour: settings.digestHour,
      });
    if (!clock.featureOn) return null;
    const dayEnd = startOfLocalDay(next, clock.timeZone);
    for (const userID of await peopleWithDueTasks(tx, scope, dayEnd))
      await scheduleOnce(tx, s, DIGEST, { communityID, day, userID }, undefined);
    const dayStart = startOfLocalDay(day, clock.timeZone);
    return { dayStart, afterDays: settings.escalateAfterDays };
  });
  s.jobs.wake();
  if (escalate) await escalateOverdue(s, communityID, escalate.dayStart, escalate.afterDays);
}

/**
 * One person's digest of `day`: their overdue tasks and those due that day. Their digest job is
 * the only one of its key; should an instance die after the notification went out and before
 * the job was marked done, the retry finds a digest sent after the job was made and stops.
 */
export async function runDigest({ communityID, day, userID }: DigestJob, ctx: JobContext, s: AppServices) {
  const scope = communityScope(s.db, communityID);
  const found = await scope.run(async (tx) => {
    const clock = await communityClock(tx, communityID);
    if (!clock?.featureOn) return null;
    if (await sentSinceJob(tx, communityID, userID, DIGEST_TARGET, ctx.jobId)) return null;
    const dayStart = startOfLocalDay(day, clock.timeZone);
    const tasks = await dueTasksOf(tx, scope, userID, startOfLocalDay(addDays(day, 1), clock.timeZone));
    return { tasks, dayStart };
  });
  if (!found || found.tasks.length === 0) return;
  const overdue = found.tasks.filter((t) => t.dueAt! < found.dayStart);
  const dueToday = found.tasks.length - overdue.length;
  const lines = found.tasks.slice(0, LISTED).map((t) => `${taskNoText(t.no)} ${t.title}`);
  if (found.tasks.length > LISTED) lines.push(`และอีก ${found.tasks.length - LISTED} งาน`);
  await s.notify(
    communityID,
    { kind: 'users', userIds: [userID] },
    {
      title: 'สรุปงานประจำวัน',
      body: `เกินกำหนด ${overdue.length} งาน · ครบกำหนดวันนี้ ${dueToday} งาน\n${lines.join('\n')}`,
      featureEnum: 'ISSUE_TRACKING',
      target: DIGEST_TARGET,
    },
  );
}
