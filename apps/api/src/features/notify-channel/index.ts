import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import type { AppServices } from '../../platform/services';
import { notifyChannelBadge } from './badge-queries';
import { DELIVER_JOBS } from './deliver-job';
import { deliveryRoutes } from './delivery-routes';
import { seedDemoAlerts } from './demo-seed';
import { DIGEST_JOBS, startDigestsOnListen } from './digest-job';
import { lineWebhookRoute } from './line-webhook';
import { lookupRoutes } from './lookup-routes';
import { copyStaffNotification } from './queue-message';
import { notifyChannelRefusals } from './refusals';
import { settingRoutes } from './setting-routes';

/**
 * Office alerts: staff notifications of the features an office chooses, and a morning digest,
 * copied to its LINE group, Telegram chat or signed webhook, with a delivery log and retries.
 */
async function notifyChannelPlugin(app: FastifyInstance, s: AppServices) {
  await settingRoutes(app, s);
  await lookupRoutes(app, s);
  await deliveryRoutes(app, s);
  await lineWebhookRoute(app, s);
  startDigestsOnListen(app, s);
}

export const notifyChannelModule = defineFeature({
  key: 'notify-channel',
  plugin: notifyChannelPlugin,
  refusals: notifyChannelRefusals,
  jobs: { ...DELIVER_JOBS, ...DIGEST_JOBS },
  onNotified: copyStaffNotification,
  // Office alerts are a tab of settings: their badge follows its switch and its writers.
  badge: notifyChannelBadge,
  badgeFeature: 'SETTING',
  seed: seedDemoAlerts,
});
