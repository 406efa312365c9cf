import type { z } from 'zod';
import type { Executor } from '../db/client';
import type { AppServices } from '../services';
import type { JobContext, JobRunner } from './job-runner';

/**
 * One kind of background job as its feature declares it: the payload's schema and the handler.
 * The runner checks every payload against the schema when it is scheduled and again before the
 * handler sees it (a row written by an older version, or by hand, may no longer fit).
 */
export interface JobKind<S extends z.ZodType = z.ZodType> {
  payload: S;
  // Method syntax: a kind with a narrower payload still fits the features' JobKinds map.
  handle(payload: z.output<S>, ctx: JobContext, s: AppServices): Promise<void>;
}
export type JobKinds = Readonly<Record<string, JobKind>>;

export const jobKind = <S extends z.ZodType>(kind: JobKind<S>) => kind;

/**
 * Scheduling for one feature's kinds: an unknown kind or a payload of the wrong shape does not
 * compile (and the runner refuses it at run time, for callers that bypass this).
 */
export const jobScheduler =
  <K extends JobKinds>(_kinds: K) =>
  <N extends keyof K & string>(
    jobs: JobRunner,
    kind: N,
    payload: z.input<K[N]['payload']>,
    runAt?: Date,
    opts?: { db?: Executor; maxAttempts?: number },
  ) =>
    jobs.schedule(kind, payload, runAt, opts);
