import { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import { addDays, localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { jobWithKey, lockJobKey, moveWaitingJob, waitingJobs } from './job-key-queries';
import { loadIssueSettings } from './settings-queries';

/**
 * Issue tracking's durable jobs. Each is keyed by what it is about: the community's morning of a
 * day, one person's digest of a day, one task's reminder for one due time. A key gets one job
 * row, written under a transaction-level advisory lock on the key after looking for an earlier
 * row (the jobs table has no unique key of its own), so two instances scheduling the same thing
 * at once write it once. The handlers then check their effect before acting.
 */
const communityID = z.string().min(1);
const day = z.iso.date();
export const MORNING = 'issuetracking.morning';
export const DIGEST = 'issuetracking.digest';
export const REMINDER = 'issuetracking.reminder';
/** The payload of each kind (deadline-job-kinds.ts pairs them with their handlers). */
export const DEADLINE_PAYLOADS = {
  [MORNING]: z.object({ communityID, day }),
  [DIGEST]: z.object({ communityID, day, userID: z.uuid() }),
  [REMINDER]: z.object({ communityID, taskID: z.uuid(), dueAt: z.iso.datetime() }),
};
type Payloads = typeof DEADLINE_PAYLOADS;
export type MorningJob = z.infer<Payloads[typeof MORNING]>;
export type DigestJob = z.infer<Payloads[typeof DIGEST]>;
export type ReminderJob = z.infer<Payloads[typeof REMINDER]>;

/** Holds the key of a job (of `kind`) until the caller's transaction ends. */
export async function lockKey<N extends keyof Payloads>(tx: Executor, kind: N, key: z.input<Payloads[N]>) {
  await lockJobKey(tx, kind, key);
}

/**
 * Writes the job of `kind` keyed by `key` unless one (in any state) exists; answers whether it
 * wrote. The lock is the key's for the rest of the caller's transaction.
 */
export async function scheduleOnce<N extends keyof Payloads>(
  tx: Executor,
  s: AppServices,
  kind: N,
  key: z.input<Payloads[N]>,
  runAt: Date | undefined,
): Promise<boolean> {
  await lockKey(tx, kind, key);
  if (await jobWithKey(tx, kind, key)) return false;
  await s.jobs.schedule(kind, key, runAt, { db: tx });
  return true;
}

/** The instant of the digest hour on a local date. */
export const digestTime = (date: string, digestHour: number, timeZone: string) =>
  new Date(startOfLocalDay(date, timeZone).getTime() + digestHour * 3_600_000);

/**
 * Makes sure the community's next morning is on its way: today's when the digest hour is still
 * ahead, tomorrow's otherwise. Boot, the morning itself and nothing else call this; its key
 * makes restarts and a second instance harmless.
 */
export async function ensureNextMorning(
  tx: Executor,
  s: AppServices,
  scope: CommunityScope,
  at: { now: Date; timeZone: string; digestHour: number },
) {
  const today = localDate(at.now, at.timeZone);
  const next = at.now < digestTime(today, at.digestHour, at.timeZone) ? today : addDays(today, 1);
  await scheduleOnce(
    tx,
    s,
    MORNING,
    { communityID: scope.communityId, day: next },
    digestTime(next, at.digestHour, at.timeZone),
  );
}

/**
 * The same from a request's work (a group made, the settings saved): a community that took the
 * feature up after the API started joins the mornings without waiting for a restart.
 */
export async function keepMorningsGoing(
  s: AppServices,
  w: { tx: Executor; scope: CommunityScope; now: Date; timeZone: string },
) {
  const { digestHour } = await loadIssueSettings(w.tx, w.scope);
  await ensureNextMorning(w.tx, s, w.scope, { now: w.now, timeZone: w.timeZone, digestHour });
}

/** A new digest hour moves the mornings still waiting (run at once if it has passed today). */
export async function moveMorningTo(tx: Executor, communityId: string, digestHour: number, timeZone: string) {
  for (const job of await waitingJobs(tx, MORNING, { communityID: communityId })) {
    const parsed = DEADLINE_PAYLOADS[MORNING].safeParse(job.payload);
    if (parsed.success) await moveWaitingJob(tx, job.id, digestTime(parsed.data.day, digestHour, timeZone));
  }
}

/**
 * Schedules the reminder of a task's due time, in the transaction that sets or changes it (so
 * the reminder exists exactly when the due time does). 24 hours before it, or at once when that
 * has passed and the due time has not; a changed due time gets a reminder of its own and the
 * earlier one finds the task's due time moved and does nothing.
 */
export async function scheduleDueReminder(
  tx: Executor,
  s: AppServices,
  scope: CommunityScope,
  task: { id: string; dueAt: Date | null },
  now: Date = new Date(),
) {
  if (!task.dueAt || task.dueAt <= now) return;
  const remindAt = new Date(task.dueAt.getTime() - 24 * 3_600_000);
  await scheduleOnce(
    tx,
    s,
    REMINDER,
    { communityID: scope.communityId, taskID: task.id, dueAt: task.dueAt.toISOString() },
    remindAt > now ? remindAt : undefined,
  );
}
