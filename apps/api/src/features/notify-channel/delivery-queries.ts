import type { Delivery, DeliveryStatus, NotifyChannelKind } from '@cc/contracts/notify-channel';
import { desc, eq, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { notifications } from '../../platform/notify/tables';
import { notifyDeliveries } from './tables';

export type DeliveryRow = typeof notifyDeliveries.$inferSelect;
const d = notifyDeliveries;
/** How long one attempt may take before another instance may try the delivery again. */
const SENDING_LEASE_MS = 2 * 60_000;

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

/** Queues a message for a channel once: a second queue of the same message key answers undefined. */
export async function queueDelivery(tx: Executor, scope: CommunityScope, n: NewDelivery) {
  const [row] = await tx
    .insert(d)
    .values({ communityId: scope.communityId, ...n })
    .onConflictDoNothing({ target: [d.communityId, d.kind, d.messageKey] })
    .returning();
  return row;
}

/**
 * Takes the delivery for one attempt: counts it and leases it, only while it waits (PENDING or
 * FAILED) and no other attempt holds it. Undefined when it is sent, dead or in another's hands:
 * a duplicate job then does nothing, so a message is never sent twice by us.
 */
export async function claimDelivery(tx: Executor, scope: CommunityScope, id: string) {
  const [row] = await tx
    .update(d)
    .set({
      attempts: sql`${d.attempts} + 1`,
      sendingUntil: sql`now() + ${SENDING_LEASE_MS}::int * interval '1 millisecond'`,
    })
    .where(
      scope.owns(
        d,
        eq(d.id, id),
        inArray(d.status, ['PENDING', 'FAILED']),
        or(isNull(d.sendingUntil), lt(d.sendingUntil, sql`now()`)),
      ),
    )
    .returning();
  return row;
}

export interface AttemptResult {
  status: DeliveryStatus;
  httpStatus: number | null;
  providerId: string | null;
  error: string | null;
  nextAttemptAt: Date | null;
}

export async function recordAttempt(tx: Executor, scope: CommunityScope, id: string, r: AttemptResult) {
  const [row] = await tx
    .update(d)
    .set({
      status: r.status,
      httpStatus: r.httpStatus,
      providerId: r.providerId,
      lastError: r.error?.slice(0, 500) ?? null,
      nextAttemptAt: r.nextAttemptAt,
      sendingUntil: null,
      ...(r.status === 'SENT' ? { sentAt: new Date() } : {}),
    })
    .where(scope.owns(d, eq(d.id, id)))
    .returning();
  return row!;
}

export async function findDelivery(tx: Executor, scope: CommunityScope, id: string) {
  const [row] = await tx
    .select()
    .from(d)
    .where(scope.owns(d, eq(d.id, id)));
  return row;
}

/** A FAILED or DEAD delivery back to PENDING, due now; undefined for any other. */
export async function reopenDelivery(tx: Executor, scope: CommunityScope, id: string) {
  const [row] = await tx
    .update(d)
    .set({ status: 'PENDING', nextAttemptAt: sql`now()`, sendingUntil: null })
    .where(scope.owns(d, eq(d.id, id), inArray(d.status, ['FAILED', 'DEAD'])))
    .returning();
  return row;
}

/** One page of the log, newest first, after the keyset (created at, id). */
export function deliveryPage(
  tx: Executor,
  scope: CommunityScope,
  q: { kind?: NotifyChannelKind; status?: DeliveryStatus; after?: [string, string]; limit: number },
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
          ? sql`(${d.createdAt}, ${d.id}) < (${q.after[0]}::timestamptz, ${q.after[1]}::uuid)`
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
