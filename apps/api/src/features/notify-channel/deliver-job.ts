import { DELIVERY_RETRY_DELAYS_MS, type NotifyChannelKind } from '@cc/contracts/notify-channel';
import { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { type CommunityScope, communityScope } from '../../platform/db/community-scope';
import { jobKind } from '../../platform/jobs/job-kinds';
import type { JobContext } from '../../platform/jobs/job-runner';
import type { AppServices } from '../../platform/services';
import { type ChannelRow, channelsOf } from './channel-queries';
import { noticeDead } from './dead-notice';
import {
  type AttemptResult,
  claimDelivery,
  claimDue,
  type DeliveryRow,
  lastLeaseEnd,
  pauseChannel,
  recordAttempts,
} from './delivery-queries';
import type { Outcome } from './outcome';
import { type BatchSent, sendBatch } from './send-batch';

/**
 * Deliveries leave in batches. A delivery's job (payload: the community and the delivery; one
 * for the first attempt, unless the delivery leans on an anchor, see queue-message.ts, and one
 * for each retry) claims its delivery if it is due, fills the batch up with the community's
 * other due deliveries, sends them SEND_LIMIT at a time and records every outcome in one
 * transaction; then it claims again, until a claim comes back empty or DRAIN_BUDGET_MS has
 * passed, when a drain job (payload: the community alone) due at once takes over. A job whose
 * delivery a batch already took does nothing. A burst of 1,000 is one job and 21 batches.
 *
 * The claim is a lease (`sending_until`, SENDING_LEASE_MS), taken and committed before the
 * sends, not row locks held across them: PGlite has one session, which a transaction open for
 * the length of the slowest provider would hold from every request, and on PostgreSQL it would
 * hold a pooled connection as long. The guarantees:
 *
 * - Never sent twice by us: a delivery is claimed only while it waits (PENDING or FAILED), is
 *   due and is unleased, by one conditional update (`skip locked` for the batch), so two
 *   instances never hold it at once; recording clears the lease together with the outcome.
 *   Every send is given up after SEND_DEADLINE_MS, so a batch (BATCH / SEND_LIMIT deadlines at
 *   worst) is recorded well before its lease runs out and another instance could claim again.
 * - Never retried early: a retry is due at its `next_attempt_at`, the same instant its job is;
 *   a job that finds its delivery not due (a batch took it along and it failed again) does
 *   nothing, and the retry job scheduled with that failure comes at the new time.
 * - Nothing left behind: whoever claims claims again until nothing is due, so a delivery that
 *   leaned on one it took, or was queued while its batch was out, goes in a later batch.
 * - A crash mid-batch loses nothing: the claiming job is still RUNNING, and the job runner
 *   gives it to another instance once the dead one's job lease runs out. That run (attempt > 1)
 *   first schedules a drain job for just after the last lease in the community runs out, which
 *   then claims the batch again (the messages sent before the crash go again, with the same
 *   LINE retry key or webhook-id, which those receivers drop; Telegram has no such key).
 * - A provider's pause holds: after a 429 with retry_after the batch sends that channel nothing
 *   more, and its waiting deliveries (this batch's unsent, uncounted) wait until then, when a
 *   drain job takes them.
 */
export const DELIVER = 'notify-channel.deliver';
const payload = z.object({ communityID: z.string().min(1), deliveryID: z.uuid().optional() });

/** Deliveries one claim takes: three rounds of SEND_LIMIT. */
const BATCH = 48;
/** How long one job keeps claiming before it leaves the rest to a drain job (other kinds wait meanwhile). */
const DRAIN_BUDGET_MS = 5_000;
/** A drain after a cut-short run comes this long after the last lease ends, so it has surely run out. */
const AFTER_LEASE_MS = 1_000;

const schedule = (
  s: Pick<AppServices, 'jobs'>,
  tx: Executor,
  communityId: string,
  deliveryId?: string,
  at?: Date,
) =>
  s.jobs.schedule(
    DELIVER,
    deliveryId ? { communityID: communityId, deliveryID: deliveryId } : { communityID: communityId },
    at,
    { db: tx, maxAttempts: 3 },
  );

/** The next try of a delivery, inside the transaction that queued or failed it. */
export const scheduleAttempt = (
  s: Pick<AppServices, 'jobs'>,
  tx: Executor,
  communityId: string,
  deliveryId: string,
  at?: Date,
) => schedule(s, tx, communityId, deliveryId, at);

/** A job for whatever of the community is due then, inside the caller's transaction. */
const scheduleDrain = (s: AppServices, tx: Executor, communityId: string, at?: Date) =>
  schedule(s, tx, communityId, undefined, at);

/**
 * What an attempt leaves: SENT; FAILED with the next try after 1 min, 5 min, 30 min, 2 h, 6 h
 * (or when the provider said, Telegram's retry_after); DEAD after the last, or at once when
 * trying again cannot help (a refused token).
 */
export function resultOf(outcome: Outcome, attempt: number, now = Date.now()): AttemptResult {
  if (outcome.ok)
    return {
      status: 'SENT',
      httpStatus: outcome.httpStatus,
      providerId: outcome.providerId,
      error: null,
      nextAttemptAt: null,
    };
  const delay = DELIVERY_RETRY_DELAYS_MS[attempt - 1];
  const dead = outcome.permanent || delay === undefined;
  return {
    status: dead ? 'DEAD' : 'FAILED',
    httpStatus: outcome.httpStatus,
    providerId: null,
    error: outcome.error,
    nextAttemptAt: dead ? null : new Date(now + Math.max(outcome.retryAfterMs ?? delay, 0)),
  };
}

interface Batch {
  rows: DeliveryRow[];
  channels: Map<NotifyChannelKind, ChannelRow>;
}

/**
 * Up to BATCH due deliveries, leased; `own` first and required: without it claimable (sent,
 * dead, not yet due, or in another's hands) there is nothing for its job to do.
 */
function claimBatch(scope: CommunityScope, own: string | undefined): Promise<Batch | undefined> {
  return scope.run(async (tx) => {
    const first = own ? await claimDelivery(tx, scope, own) : undefined;
    if (own && !first) return undefined;
    const more = await claimDue(tx, scope, BATCH - (first ? 1 : 0), first?.id);
    const rows = first ? [first, ...more] : more;
    if (rows.length === 0) return undefined;
    const channels = await channelsOf(tx, scope);
    return { rows, channels: new Map(channels.map((c) => [c.kind, c])) };
  });
}

/**
 * The batch's outcomes in one transaction with what follows from them: each failure's retry job,
 * and each paused channel's waiting deliveries held until the pause ends, with a drain job then.
 * Answers the rows that died, as recorded.
 */
async function recordBatch(s: AppServices, scope: CommunityScope, batch: Batch, sent: BatchSent) {
  const now = Date.now();
  const results: { row: DeliveryRow; result: AttemptResult }[] = [];
  const heldBack = new Map<NotifyChannelKind, string[]>();
  for (const row of batch.rows) {
    const outcome = sent.outcomes.get(row.id);
    if (outcome) results.push({ row, result: resultOf(outcome, row.attempts + 1, now) });
    else heldBack.set(row.kind, [...(heldBack.get(row.kind) ?? []), row.id]);
  }
  await scope.run(async (tx) => {
    await recordAttempts(
      tx,
      scope,
      results.map(({ row, result }) => ({ id: row.id, result })),
    );
    for (const { row, result } of results)
      if (result.status === 'FAILED')
        await scheduleAttempt(s, tx, scope.communityId, row.id, result.nextAttemptAt!);
    for (const [kind, pauseMs] of sent.pauses) {
      const until = new Date(now + Math.max(pauseMs, 0));
      const held = await pauseChannel(tx, scope, kind, until, heldBack.get(kind) ?? []);
      if (held > 0) await scheduleDrain(s, tx, scope.communityId, until);
    }
  });
  return results
    .filter(({ result }) => result.status === 'DEAD')
    .map(({ row }) => ({ ...row, status: 'DEAD' as const, attempts: row.attempts + 1 }));
}

/**
 * A run after the first follows one that was cut short (its instance died, or it threw) and may
 * have left a batch leased and unrecorded: a drain job comes once the community's leases ran out.
 */
async function followCutShortRun(s: AppServices, scope: CommunityScope) {
  await scope.run(async (tx) => {
    const until = await lastLeaseEnd(tx, scope);
    if (until) await scheduleDrain(s, tx, scope.communityId, new Date(until.getTime() + AFTER_LEASE_MS));
  });
}

/**
 * Sends what is due in the community, batch by batch, starting with `deliveryId` (a drain job
 * names none), until a claim comes back empty. Answers how many attempts it recorded.
 */
export async function deliverDue(
  s: AppServices,
  communityId: string,
  deliveryId: string | undefined,
  ctx: Pick<JobContext, 'attempt' | 'log'>,
): Promise<number> {
  const scope = communityScope(s.db, communityId);
  if (ctx.attempt > 1) await followCutShortRun(s, scope);
  const started = Date.now();
  let recorded = 0;
  // A run after a cut-short one sweeps at once: what leaned on its delivery is due now.
  for (let own = ctx.attempt > 1 ? undefined : deliveryId; ; own = undefined) {
    const batch = await claimBatch(scope, own);
    if (!batch) return recorded;
    const sent = await sendBatch(s, batch.rows, batch.channels);
    const dead = await recordBatch(s, scope, batch, sent);
    recorded += sent.outcomes.size;
    for (const row of dead)
      await noticeDead(s, scope, row, batch.channels.get(row.kind)?.lang ?? 'th').catch((err: unknown) =>
        ctx.log.warn({ err, deliveryId: row.id }, 'the admins could not be told of a dead delivery'),
      );
    if (Date.now() - started >= DRAIN_BUDGET_MS) {
      await scope.run((tx) => scheduleDrain(s, tx, communityId));
      s.jobs.wake();
      return recorded;
    }
  }
}

export const DELIVER_JOBS = {
  [DELIVER]: jobKind({
    payload,
    handle: async (p, ctx, s) => {
      await deliverDue(s, p.communityID, p.deliveryID, ctx);
    },
  }),
};
