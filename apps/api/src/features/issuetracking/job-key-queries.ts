import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { jobs } from '../../platform/jobs/tables';
import { notificationRecipients, notifications } from '../../platform/notify/tables';

/**
 * The jobs table read by key. It has no unique key of its own, so a job's key is its kind and
 * the payload fields that name what it is about, held by a transaction-level advisory lock on
 * that text while the caller looks and writes.
 */
export async function lockJobKey(tx: Executor, kind: string, key: object) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind} ${JSON.stringify(key)}`}))`);
}

/** Some job of `kind` (in any state) holds every field of `key` in its payload. */
export async function jobWithKey(tx: Executor, kind: string, key: object): Promise<boolean> {
  const [found] = await tx
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload} @> ${JSON.stringify(key)}::jsonb`))
    .limit(1);
  return !!found;
}

/** The waiting (not yet claimed) jobs of `kind` whose payload holds `key`. */
export function waitingJobs(tx: Executor, kind: string, key: object) {
  return tx
    .select({ id: jobs.id, payload: jobs.payload })
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        eq(jobs.status, 'PENDING'),
        sql`${jobs.payload} @> ${JSON.stringify(key)}::jsonb`,
      ),
    );
}

export async function moveWaitingJob(tx: Executor, id: number, runAt: Date) {
  await tx
    .update(jobs)
    .set({ runAt })
    .where(and(eq(jobs.id, id), eq(jobs.status, 'PENDING')));
}

/**
 * A notification with `target` of issue tracking reached the person in the community after
 * job `jobId` was written: its effect, should the job be run a second time.
 */
export async function sentSinceJob(
  tx: Executor,
  communityId: string,
  userId: string,
  target: string,
  jobId: number,
): Promise<boolean> {
  const [job] = await tx.select({ createdAt: jobs.createdAt }).from(jobs).where(eq(jobs.id, jobId));
  if (!job) return false;
  const [sent] = await tx
    .select({ id: notifications.id })
    .from(notifications)
    .innerJoin(notificationRecipients, eq(notificationRecipients.notificationId, notifications.id))
    .where(
      and(
        eq(notifications.communityId, communityId),
        eq(notificationRecipients.userId, userId),
        eq(notifications.featureEnum, 'ISSUE_TRACKING'),
        eq(notifications.target, target),
        gte(notifications.createdAt, job.createdAt),
      ),
    )
    .limit(1);
  return !!sent;
}
