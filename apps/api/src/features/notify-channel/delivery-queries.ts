import type { Delivery, DeliveryStatus, NotifyChannelKind } from '@cc/contracts/notify-channel';
import { desc, eq, gt, gte, inArray, isNull, lt, lte, max, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { notifications } from '../../platform/notify/tables';
import { notifyDeliveries } from './tables';

export type DeliveryRow = typeof notifyDeliveries.$inferSelect;
const d = notifyDeliveries;
/**
 * How long a claimed batch holds its deliveries before another instance may try them again. A
 * batch ends well inside it: each send is given up after its deadline (deliver-job.ts).
 */
const SENDING_LEASE_MS = 2 * 60_000;

/** Waiting for an attempt: queued, or failed with a retry to come. */
const waiting = inArray(d.status, ['PENDING', 'FAILED']);
/** Its time has come: never tried, or its retry's time (or a provider's pause) has passed. */
const due = or(isNull(d.nextAttemptAt), lte(d.nextAttemptAt, sql`now()`));
/** No attempt holds it: never leased, recorded (the lease cleared), or the lease ran out. */
const unleased = or(isNull(d.sendingUntil), lt(d.sendingUntil, sql`now()`));
const leaseEnd = sql`now() + ${SENDING_LEASE_MS}::int * interval '1 millisecond'`;

export const toDelivery = (r: DeliveryRow): Delivery => ({
  deliveryID: r.id,
  kind: r.kind,
  title: r.title,
  status: r.status,
  attempts: r.attempts,
  httpStatus: r.httpStatus,
  providerID: r.providerId,
  lastError: r.lastError,
  createdAt: r.createdAt.toISOString(),
  sentAt: r.sentAt?.toISOString() ?? null,
  nextAttemptAt: r.nextAttemptAt?.toISOString() ?? null,
});

export interface NewDelivery {
  kind: NotifyChannelKind;
  messageKey: string;
  featureEnum: string | null;
  title: string;
  body: string;
  target: string | null;
}

/** How recent an anchor must be: a job that never came for it strands what leans on it no longer. */
const ANCHOR_WINDOW_MS = 60_000;

/**
 * An older delivery of the community that a job of its own will claim, for a new one to lean on
 * instead of having a job too: queued in the last minute, still PENDING, no time set (its job
 * is due at once; a delivery that leans on another gets a time, so it is never an anchor) and
 * never leased. `for share` holds it until this transaction ends: no claim can take it before
 * the new delivery is committed, and a claimer claims again until a claim comes back empty,
 * so the claim after the one that takes the anchor sees the new delivery. `skip locked`
 * passes over one a claim is taking right now; queuing transactions share an anchor freely.
 */
export async function anchorFor(tx: Executor, scope: CommunityScope) {
  const [row] = await tx
    .select({ id: d.id })
    .from(d)
    .where(
      scope.owns(
        d,
        eq(d.status, 'PENDING'),
        isNull(d.nextAttemptAt),
        isNull(d.sendingUntil),
        gt(d.createdAt, sql`now() - ${ANCHOR_WINDOW_MS}::int * interval '1 millisecond'`),
      ),
    )
    .orderBy(desc(d.createdAt))
    .limit(1)
    .for('share', { skipLocked: true });
  return row?.id;
}

/**
 * Queues a message for a channel once: a second queue of the same message key answers undefined.
 * One `leaning` on an anchor is due from now on (truncated: a time of now() would be kept
 * rounded to the millisecond, possibly just after a claim's now()).
 */
export async function queueDelivery(tx: Executor, scope: CommunityScope, n: NewDelivery, leaning = false) {
  const [row] = await tx
    .insert(d)
    .values({
      communityId: scope.communityId,
      ...n,
      ...(leaning ? { nextAttemptAt: sql`date_trunc('milliseconds', now())` } : {}),
    })
    .onConflictDoNothing({ target: [d.communityId, d.kind, d.messageKey] })
    .returning();
  return row;
}

/**
 * Takes one delivery for an attempt: leases it, only while it waits, is due and no other attempt
 * holds it. Undefined when it is sent, dead, not yet due or in another's hands: a duplicate or
 * stale job then does nothing, so a message is never sent twice by us nor retried early.
 */
export async function claimDelivery(tx: Executor, scope: CommunityScope, id: string) {
  const [row] = await tx
    .update(d)
    .set({ sendingUntil: leaseEnd })
    .where(scope.owns(d, eq(d.id, id), waiting, due, unleased))
    .returning();
  return row;
}

/**
 * Up to `limit` more due deliveries of the community, the longest waiting first, leased like
 * claimDelivery. `skip locked` passes over a row another instance is claiming at this moment,
 * and the lease condition, checked again on the row as it is once locked, over one it claimed.
 */
export async function claimDue(tx: Executor, scope: CommunityScope, limit: number, except?: string) {
  if (limit <= 0) return [];
  const picked = tx
    .select({ id: d.id })
    .from(d)
    .where(scope.owns(d, waiting, due, unleased, except ? ne(d.id, except) : undefined))
    .orderBy(sql`coalesce(${d.nextAttemptAt}, ${d.createdAt})`, d.createdAt, d.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(d)
    .set({ sendingUntil: leaseEnd })
    .where(scope.owns(d, inArray(d.id, picked)))
    .returning();
}

/** When the last lease on a waiting delivery of the community runs out; undefined when none holds. */
export async function lastLeaseEnd(tx: Executor, scope: CommunityScope): Promise<Date | undefined> {
  const [row] = await tx
    .select({ until: max(d.sendingUntil) })
    .from(d)
    .where(scope.owns(d, waiting, gt(d.sendingUntil, sql`now()`)));
  return row?.until ?? undefined;
}

export interface AttemptResult {
  status: DeliveryStatus;
  httpStatus: number | null;
  providerId: string | null;
  error: string | null;
  nextAttemptAt: Date | null;
}

/**
 * The outcomes of a batch's attempts in one statement: each counted, its lease cleared. Rows of
 * this community only, whatever ids are given.
 */
export async function recordAttempts(
  tx: Executor,
  scope: CommunityScope,
  results: readonly { id: string; result: AttemptResult }[],
) {
  if (results.length === 0) return;
  const values = sql.join(
    results.map(
      ({ id, result: r }) =>
        sql`(${id}::uuid, ${r.status}::text, ${r.httpStatus}::int, ${r.providerId}::text, ${r.error?.slice(0, 500) ?? null}::text, ${r.nextAttemptAt?.toISOString() ?? null}::timestamptz)`,
    ),
    sql`, `,
  );
  await tx.execute(sql`
    update notify_deliveries
    set status = v.status, attempts = notify_deliveries.attempts + 1, http_status = v.http_status,
        provider_id = v.provider_id, last_error = v.last_error, next_attempt_at = v.next_attempt_at,
        sending_until = null,
        sent_at = case when v.status = 'SENT' then now() else notify_deliveries.sent_at end
    from (values ${values}) as v(id, status, http_status, provider_id, last_error, next_attempt_at)
    where notify_deliveries.community_id = ${scope.communityId} and notify_deliveries.id = v.id`);
}

/**
 * A channel asked for a pause (Telegram's retry_after): its waiting deliveries wait until then,
 * uncounted: `released`, this batch's own that were not sent, with their leases let go, and any
 * other no attempt holds. `skip locked` leaves a row another instance is claiming to its own
 * attempt, and never waits for one. Answers how many now wait.
 */
export async function pauseChannel(
  tx: Executor,
  scope: CommunityScope,
  kind: NotifyChannelKind,
  until: Date,
  released: readonly string[],
) {
  const ours = released.length > 0 ? inArray(d.id, [...released]) : undefined;
  const picked = tx
    .select({ id: d.id })
    .from(d)
    .where(
      scope.owns(
        d,
        eq(d.kind, kind),
        waiting,
        or(isNull(d.nextAttemptAt), lt(d.nextAttemptAt, until)),
        ours ? or(unleased, ours) : unleased,
      ),
    )
    .for('update', { skipLocked: true });
  const rows = await tx
    .update(d)
    .set({ nextAttemptAt: until, sendingUntil: null })
    .where(scope.owns(d, inArray(d.id, picked)))
    .returning({ id: d.id });
  return rows.length;
}

export async function findDelivery(tx: Executor, scope: CommunityScope, id: string) {
  const [row] = await tx
    .select()
    .from(d)
    .where(scope.owns(d, eq(d.id, id)));
  return row;
}

/**
 * A FAILED or DEAD delivery back to PENDING, due at once, as when it was queued (no time: now()
 * would be kept rounded to the millisecond, possibly just after its job's); undefined for any
 * other. A lease stays: a retry asked while an attempt is out joins that attempt (whose outcome
 * is recorded over this) instead of sending the message a second time beside it.
 */
export async function reopenDelivery(tx: Executor, scope: CommunityScope, id: string) {
  const [row] = await tx
    .update(d)
    .set({ status: 'PENDING', nextAttemptAt: null })
    .where(scope.owns(d, eq(d.id, id), inArray(d.status, ['FAILED', 'DEAD'])))
    .returning();
  return row;
}

/** One page of the log, newest first, after the keyset (created at, id). */
export function deliveryPage(
  tx: Executor,
  scope: CommunityScope,
  q: { kind?: NotifyChannelKind; status?: DeliveryStatus; after?: [Date, string]; limit: number },
) {
  return tx
    .select({ row: d, at: sql<string>`${d.createdAt}::text` })
    .from(d)
    .where(
      scope.owns(
        d,
        q.kind ? eq(d.kind, q.kind) : undefined,
        q.status ? eq(d.status, q.status) : undefined,
        q.after
          ? sql`(${d.createdAt}, ${d.id}) < (${q.after[0].toISOString()}::timestamptz, ${q.after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(d.createdAt), desc(d.id))
    .limit(q.limit);
}

/** Notifications per feature since a time, for the digest (the platform's inbox rows). */
export async function notificationCounts(tx: Executor, scope: CommunityScope, since: Date) {
  const n = notifications;
  return tx
    .select({ feature: n.featureEnum, count: sql<number>`count(*)::int` })
    .from(n)
    .where(scope.owns(n, gte(n.createdAt, since)))
    .groupBy(n.featureEnum)
    .orderBy(desc(sql`count(*)`));
}
