import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { z } from 'zod';
import type { Database, Executor } from '../db/client';
import { runForRequest } from '../http/request-context';
import {
  type ClaimedJob,
  claimJob,
  extendLease,
  insertJob,
  jobWithPayloadExists,
  markDone,
  markFailed,
  purgeFinished,
} from './job-store';

/**
 * Durable background jobs: `schedule(kind, payload, runAt)` writes a row; any instance that has
 * a handler for the kind and polls (or is asked to `runDue`) claims it once it is due and runs it.
 *
 * - Survives restarts: the job is a row, not a timer.
 * - Several instances on one database: the claim (`for update skip locked`) gives each due job
 *   to one instance; the lease (`locked_until`, extended while the handler runs) lets another
 *   instance take it over only if the first one died.
 * - Retries: a handler that throws is tried again after a back-off, up to maxAttempts.
 * - Delivery is at-least-once when an instance dies mid-job, so a handler must make its effect
 *   idempotent (e.g. `update ... where status = 'SCHEDULED'`), which also makes it exactly-once.
 * - Schedule inside the caller's transaction (`{ db: tx }`) so the job exists iff the change does.
 * - Every kind has a payload schema: scheduling a kind no one registered, or a payload that does
 *   not fit, throws at once; a stored payload that no longer fits fails for good, unhandled.
 *
 * Polling starts only on `start()` (server.ts; tests that want it): a built app stays quiet.
 */
export interface JobContext {
  jobId: number;
  attempt: number;
  db: Database;
  log: Log;
}
export type JobHandler<P = unknown> = (payload: P, ctx: JobContext) => Promise<void>;
/** A kind as the runner holds it: the payload's schema and the handler it is checked for. */
export interface RegisteredJob<S extends z.ZodType = z.ZodType> {
  payload: S;
  handle: JobHandler<z.output<S>>;
  /** The payload holds a secret (a mailed sign-in link): the row keeps none of it once done. */
  forgetPayloadWhenDone?: boolean;
}

export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface JobRunnerOptions {
  log?: Log;
  leaseMs?: number;
  /** Delay before attempt n + 1 after attempt n failed. */
  backoffMs?: (attempt: number) => number;
  instanceId?: string;
}

export interface JobRunner {
  readonly instanceId: string;
  register<S extends z.ZodType>(kind: string, job: RegisteredJob<S>): void;
  /** Due at runAt, or at once (the database's now) without it. Refuses an unknown kind or payload. */
  schedule(
    kind: string,
    payload: unknown,
    runAt?: Date,
    opts?: { db?: Executor; maxAttempts?: number },
  ): Promise<number>;
  /**
   * Schedules a job unless one of this kind whose payload holds `payload` exists (in any state):
   * a day's sweep written once however many instances ask. Holds a transaction advisory lock on
   * the pair while looking and writing, so give it a transaction (`db`). Answers whether it wrote.
   */
  scheduleOnce(
    kind: string,
    payload: object,
    runAt: Date | undefined,
    opts: { db: Executor },
  ): Promise<boolean>;
  /** Polls every intervalMs (default 1 s) until stop(). */
  start(opts?: { intervalMs?: number }): void;
  /** Polls now instead of at the next interval (after scheduling a job that is due at once). */
  wake(): void;
  /** Claims and runs due jobs until none is left (or `limit`); answers how many ran. */
  runDue(limit?: number): Promise<number>;
  stop(): Promise<void>;
}

/** 5 s, 10 s, 20 s, ... capped at 15 minutes. */
const defaultBackoff = (attempt: number) => Math.min(5_000 * 2 ** (attempt - 1), 15 * 60_000);
const quiet: Log = { info() {}, warn() {}, error() {} };
const BATCH = 100;
const PURGE_EVERY = 60 * 60_000;
const MAX_POLL_BACKOFF = 10_000;

export function createJobRunner(db: Database, opts: JobRunnerOptions = {}): JobRunner {
  const instanceId = opts.instanceId ?? `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  const leaseMs = opts.leaseMs ?? 60_000;
  const backoff = opts.backoffMs ?? defaultBackoff;
  const log = opts.log ?? quiet;
  const handlers = new Map<string, RegisteredJob>();
  let polling = false;
  let intervalMs = 1_000;
  let timer: NodeJS.Timeout | undefined;
  let draining: Promise<number> | undefined;
  let wakeAgain = false;

  /** The job's log lines name the job and the request that scheduled it. */
  const logFor = (job: ClaimedJob): Log => {
    const tag = { jobId: job.id, kind: job.kind, ...(job.requestId ? { requestId: job.requestId } : {}) };
    return {
      info: (obj, msg) => log.info({ ...tag, ...obj }, msg),
      warn: (obj, msg) => log.warn({ ...tag, ...obj }, msg),
      error: (obj, msg) => log.error({ ...tag, ...obj }, msg),
    };
  };

  // Jobs a job schedules inherit its request ID, so a chain of work stays traceable.
  const runOne = (job: ClaimedJob) => runForRequest(job.requestId, () => runClaimed(job));

  async function runClaimed(job: ClaimedJob) {
    const { payload: schema, handle, forgetPayloadWhenDone } = handlers.get(job.kind)!;
    const jobLog = logFor(job);
    const payload = schema.safeParse(job.payload);
    if (!payload.success) {
      // Trying again cannot make the row fit: fail for good, saying why.
      const message = `payload does not fit ${job.kind}: ${payload.error.message}`;
      await markFailed(db, { ...job, attempts: job.maxAttempts }, instanceId, message, 0);
      jobLog.error({}, message);
      return;
    }
    const heartbeat = setInterval(
      () => void extendLease(db, job.id, instanceId, leaseMs).catch(() => {}),
      Math.max(leaseMs / 3, 50),
    );
    heartbeat.unref();
    try {
      await handle(payload.data, { jobId: job.id, attempt: job.attempts, db, log: jobLog });
      clearInterval(heartbeat);
      await markDone(db, job.id, instanceId, forgetPayloadWhenDone);
    } catch (err) {
      clearInterval(heartbeat);
      const message = err instanceof Error ? err.message : String(err);
      const final = await markFailed(db, job, instanceId, message, backoff(job.attempts));
      const fields = { attempt: job.attempts, err };
      if (final) jobLog.error(fields, 'job failed for good');
      else jobLog.warn(fields, 'job failed; it will be tried again');
    }
  }

  async function drain(limit: number) {
    let ran = 0;
    while (ran < limit) {
      const job = await claimJob(db, instanceId, [...handlers.keys()], leaseMs);
      if (!job) break;
      await runOne(job);
      ran++;
    }
    return ran;
  }

  let failedPolls = 0;
  /** 1, 2, 4, ... intervals after consecutive failed polls, at most 10 s (or the interval). */
  const pollBackoff = (failed: number) =>
    Math.max(intervalMs, Math.min(intervalMs * 2 ** (failed - 1), MAX_POLL_BACKOFF));
  let purgedAt = 0;
  function tick() {
    timer = undefined;
    if (!polling) return;
    if (Date.now() - purgedAt > PURGE_EVERY) {
      purgedAt = Date.now();
      void purgeFinished(db).catch((err) => log.warn({ err }, 'finished jobs could not be purged'));
    }
    draining = drain(BATCH)
      .then((ran) => {
        if (failedPolls > 0) log.info({ failedPolls }, 'job polls succeed again');
        failedPolls = 0;
        return ran;
      })
      .catch((err) => {
        // The database may be away (a restart, a failover): the loop lives on, polling less
        // often while polls fail, and picks up where it was once one succeeds. Logged once.
        if (failedPolls++ === 0) log.error({ err }, 'job poll failed; retrying with back-off');
        return 0;
      })
      .then((ran) => {
        draining = undefined;
        if (!polling) return ran;
        // A full batch means more may be due; a wake during the drain may have added one.
        const soon = ran === BATCH || wakeAgain;
        wakeAgain = false;
        timer = setTimeout(tick, failedPolls > 0 ? pollBackoff(failedPolls) : soon ? 0 : intervalMs);
        timer.unref();
        return ran;
      });
  }

  return {
    instanceId,
    register(kind, job) {
      if (handlers.has(kind)) throw new Error(`A job handler for ${kind} is already registered`);
      handlers.set(kind, job as unknown as RegisteredJob);
    },
    async scheduleOnce(kind, payload, runAt, o) {
      if (await jobWithPayloadExists(o.db, kind, payload)) return false;
      await this.schedule(kind, payload, runAt, o);
      return true;
    },
    async schedule(kind, payload, runAt, o = {}) {
      const registered = handlers.get(kind);
      if (!registered) throw new Error(`No job kind ${kind} is registered; a feature declares its kinds`);
      const fits = registered.payload.safeParse(payload);
      if (!fits.success) throw new Error(`The payload does not fit ${kind}: ${fits.error.message}`);
      return insertJob(o.db ?? db, kind, payload, runAt, o.maxAttempts ?? 5);
    },
    start(o = {}) {
      if (polling) return;
      polling = true;
      intervalMs = o.intervalMs ?? 1_000;
      timer = setTimeout(tick, 0);
      timer.unref();
      log.info({ instanceId, intervalMs }, 'job runner polling');
    },
    wake() {
      if (!polling) return;
      if (draining) {
        wakeAgain = true;
        return;
      }
      clearTimeout(timer);
      timer = setTimeout(tick, 0);
      timer.unref();
    },
    runDue: (limit = Number.POSITIVE_INFINITY) => drain(limit),
    async stop() {
      polling = false;
      clearTimeout(timer);
      timer = undefined;
      await draining;
    },
  };
}
