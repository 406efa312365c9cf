import type { Executor } from '../../platform/db/client';
import { type CommunityScope, communityScope } from '../../platform/db/community-scope';
import type { NotifiedServices } from '../../platform/feature/define-feature';
import type { NotifiedEvent } from '../../platform/notify/notify';
import { type ChannelRow, channelsForFeature } from './channel-queries';
import { scheduleAttempt } from './deliver-job';
import { anchorFor, type NewDelivery, queueDelivery } from './delivery-queries';

type Message = Omit<NewDelivery, 'kind' | 'target'>;

/**
 * A message queued for each channel, with its first attempt due now, in the caller's
 * transaction: the log row and what brings it to a job exist together or not at all. That is
 * a job of its own, or, in a burst, an anchor (anchorFor): an older delivery whose job will
 * claim it and, claiming until nothing is due, this one too; a burst of 1,000 then costs the
 * job runner one job instead of 1,000. A message key seen before on a channel queues nothing
 * more. Answers the new rows.
 */
export async function queueFor(
  s: NotifiedServices,
  tx: Executor,
  scope: CommunityScope,
  channels: readonly ChannelRow[],
  m: Message,
) {
  const queued = [];
  for (const channel of channels) {
    const leaning = (await anchorFor(tx, scope)) !== undefined;
    const row = await queueDelivery(tx, scope, { ...m, kind: channel.kind, target: channel.target }, leaning);
    if (!row) continue;
    if (!leaning) await scheduleAttempt(s, tx, scope.communityId, row.id);
    queued.push(row);
  }
  return queued;
}

/** A staff notification of a feature a channel copies, queued there; others are none of ours. */
export async function copyStaffNotification(event: NotifiedEvent, s: NotifiedServices) {
  if (event.audience !== 'staff') return;
  const scope = communityScope(s.db, event.communityId);
  const queued = await scope.run(async (tx) => {
    const channels = await channelsForFeature(tx, scope, event.message.featureEnum);
    return channels.length === 0
      ? []
      : queueFor(s, tx, scope, channels, {
          messageKey: `n:${event.notificationID}`,
          featureEnum: event.message.featureEnum,
          title: event.message.title,
          body: event.message.body,
        });
  });
  if (queued.length > 0) s.jobs.wake();
}
