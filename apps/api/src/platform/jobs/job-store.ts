import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Database, type Executor, queryRows } from '../db/client';
import { currentRequestId } from '../http/request-context';
import { jobs } from './tables';

export interface ClaimedJob {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
  maxAttempts: number;
  requestId: string | null;
}

/**
 * Takes the oldest due job of the given kinds and leases it to `owner` until now + leaseMs.
 * `for update skip locked` makes concurrent claimers (other instances) pass over a row that
 * one of them is taking, so each due job goes to exactly one claimer. A RUNNING job whose
 * lease ran out belonged to an instance that died (or hung): it is due again.
 */
export async function claimJob(
  db: Database,
  owner: string,
  kinds: string[],
  leaseMs: number,
): Promise<ClaimedJob | undefined> {
  if (kinds.length === 0) return undefined;
  const [row] = await queryRows<ClaimedJob>(
    db,
    sql`
    update jobs
    set status = 'RUNNING', attempts = attempts + 1, locked_by = ${owner},
        locked_until = now() + ${leaseMs}::int * interval '1 millisecond'
    where id = (
      select id from jobs
      where ((status = 'PENDING' and run_at <= now()) or (status = 'RUNNING' and locked_until < now()))
        and ${inArray(jobs.kind, kinds)}
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id, kind, payload, attempts, max_attempts as "maxAttempts", request_id as "requestId"`,
  );
  // node-postgres answers bigint as text; PGlite as a number.
  return row && { ...row, id: Number(row.id) };
}

/** Keeps the lease alive while a long job runs, so no other instance takes it over. */
export async function extendLease(db: Database, id: number, owner: string, leaseMs: number) {
  await db.execute(
    sql`update jobs set locked_until = now() + ${leaseMs}::int * interval '1 millisecond'
        where id = ${id} and locked_by = ${owner} and status = 'RUNNING'`,
  );
}

export async function markDone(db: Database, id: number, owner: string, forgetPayload = false) {
  await db.execute(
    sql`update jobs set status = 'DONE', locked_by = null, locked_until = null, finished_at = now(),
               payload = case when ${forgetPayload} then '{}'::jsonb else payload end
        where id = ${id} and locked_by = ${owner}`,
  );
}

/** Back to PENDING after `delayMs`, or FAILED for good when the attempts are used up. */
export async function markFailed(
  db: Database,
  job: ClaimedJob,
  owner: string,
  error: string,
  delayMs: number,
) {
  const final = job.attempts >= job.maxAttempts;
  await db.execute(
    sql`update jobs
        set status = ${final ? 'FAILED' : 'PENDING'}, last_error = ${error.slice(0, 2000)},
            locked_by = null, locked_until = null,
            run_at = case when ${final}::boolean then run_at else now() + ${delayMs}::int * interval '1 millisecond' end,
            finished_at = case when ${final}::boolean then now() else null end
        where id = ${job.id} and locked_by = ${owner}`,
  );
  return final;
}

/** Without runAt the job is due at the database's now, so API hosts' clocks do not matter. */
export async function insertJob(
  db: Executor,
  kind: string,
  payload: unknown,
  runAt: Date | undefined,
  maxAttempts: number,
): Promise<number> {
  const [row] = await db
    .insert(jobs)
    .values({ kind, payload: payload ?? {}, runAt, maxAttempts, requestId: currentRequestId() })
    .returning({ id: jobs.id });
  return Number(row!.id);
}

/** Finished jobs are kept a week for inspection, then dropped; failed ones stay until removed. */
export async function purgeFinished(db: Database) {
  await db.execute(sql`delete from jobs where status = 'DONE' and finished_at < now() - interval '7 days'`);
}

/**
 * Whether a job of `kind` whose payload holds `payload` exists, after taking a transaction
 * advisory lock on the pair: a second caller waits for the first one's transaction, then sees
 * its job. The jobs table has no unique key on payloads; the lock stands in for one.
 */
export async function jobWithPayloadExists(db: Executor, kind: string, payload: object): Promise<boolean> {
  const text = JSON.stringify(payload);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`${kind} ${text}`}))`);
  const [found] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload} @> ${text}::jsonb`))
    .limit(1);
  return found !== undefined;
}
