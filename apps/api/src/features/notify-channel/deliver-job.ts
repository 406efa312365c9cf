import { DELIVERY_RETRY_DELAYS_MS } from '@cc/contracts/notify-channel';
import { z } from 'zod';
import type { Executor } from '../../platform/db/client';
import { communityScope } from '../../platform/db/community-scope';
import { jobKind } from '../../platform/jobs/job-kinds';
import type { AppServices } from '../../platform/services';
import { readChannel } from './channel-queries';
import { noticeDead } from './dead-notice';
import { type AttemptResult, claimDelivery, type DeliveryRow, recordAttempt } from './delivery-queries';
import type { Outcome } from './outcome';
import { sendVia } from './send-via';

export const DELIVER = 'notify-channel.deliver';
const payload = z.object({ communityID: z.string().min(1), deliveryID: z.uuid() });

/** The next try of a delivery, inside the transaction that queued or failed it. */
export const scheduleAttempt = (
  s: AppServices,
  tx: Executor,
  communityId: string,
  deliveryId: string,
  at?: Date,
) =>
  s.jobs.schedule(DELIVER, { communityID: communityId, deliveryID: deliveryId }, at, {
    db: tx,
    maxAttempts: 3,
  });

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

/**
 * One attempt of one delivery. The claim makes it idempotent: a delivery already sent, dead
 * or being tried elsewhere is left alone, so however many jobs name it, it goes out once.
 */
export async function deliver(
  s: AppServices,
  communityId: string,
  deliveryId: string,
): Promise<DeliveryRow | undefined> {
  const scope = communityScope(s.db, communityId);
  // The claim and the channel's settings in one transaction: one round of the community's setting.
  const taken = await scope.run(async (tx) => {
    const claimed = await claimDelivery(tx, scope, deliveryId);
    return claimed && { claimed, channel: await readChannel(tx, scope, claimed.kind) };
  });
  if (!taken) return undefined;
  const { claimed, channel } = taken;
  const outcome = await sendVia(s, channel, {
    deliveryId: claimed.id,
    retryKey: claimed.retryKey,
    title: claimed.title,
    body: claimed.body,
    featureEnum: claimed.featureEnum,
    communityId,
    createdAt: claimed.createdAt,
  });
  const result = resultOf(outcome, claimed.attempts);
  const row = await scope.run(async (tx) => {
    const row = await recordAttempt(tx, scope, claimed.id, result);
    if (result.status === 'FAILED')
      await scheduleAttempt(s, tx, communityId, claimed.id, result.nextAttemptAt!);
    return row;
  });
  if (result.status === 'DEAD') await noticeDead(s, scope, row, channel?.lang ?? 'th');
  return row;
}

export const DELIVER_JOBS = {
  [DELIVER]: jobKind({
    payload,
    handle: async (p, _ctx, s) => {
      await deliver(s, p.communityID, p.deliveryID);
    },
  }),
};
