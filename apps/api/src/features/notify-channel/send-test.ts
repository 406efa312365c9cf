import { randomUUID } from 'node:crypto';
import type { NotifyChannelKind } from '@cc/contracts/notify-channel';
import type { FastifyRequest } from 'fastify';
import { communityInfo } from '../../platform/tenancy/community-info';
import { readChannel } from './channel-queries';
import { langOf } from './lang-of';
import { queueFor } from './queue-message';
import { badRequest, inLanguage } from './refusals';

/** A test message queued for the channel (set up, on or off) and sent at once by the job runner. */
export async function sendTest(request: FastifyRequest, kind: NotifyChannelKind) {
  const s = request.server.services;
  const scope = request.scope;
  const [row] = await scope.run(async (tx) => {
    const channel = await readChannel(tx, scope, kind);
    if (!channel?.target || Object.keys(channel.secrets).length === 0) throw badRequest('CHANNEL_NOT_READY');
    const l = langOf(channel.lang);
    const { communityName } = await communityInfo(tx, scope.communityId);
    return queueFor(s, tx, scope, [channel], {
      messageKey: `test:${randomUUID()}`,
      featureEnum: null,
      title: inLanguage(l, 'TEST_TITLE'),
      body: inLanguage(l, 'TEST_BODY', { community: communityName }),
    });
  });
  s.jobs.wake();
  return { isSuccess: true as const, data: { deliveryID: row!.id } };
}
