import { LIVE_PATH } from '@cc/contracts/notification-live';
import type { FastifyInstance } from 'fastify';
import { defineFeature } from '../../platform/feature/define-feature';
import { unreadCount } from '../../platform/notify/badge';
import { registerLiveRoute } from '../../platform/realtime/live-route';
import type { AppServices } from '../../platform/services';
import { countRoutes } from './count-routes';
import { inboxRoutes } from './inbox-routes';
import { notificationRefusals } from './refusals';
import { subscriptionRoutes } from './subscription-routes';

/** The bell: counts, inbox and read marks, push subscriptions, and the live channel. */
export async function notificationFeature(app: FastifyInstance, s: AppServices) {
  countRoutes(app, s);
  inboxRoutes(app, s);
  subscriptionRoutes(app, s);
  registerLiveRoute(app, s, {
    path: LIVE_PATH,
    greeting: async ({ communityId, userId }) => [
      { type: 'badge', inboxBadgeCount: await unreadCount(s.db, communityId, userId) },
    ],
  });
}

export const notificationModule = defineFeature({
  key: 'notification',
  plugin: notificationFeature,
  refusals: notificationRefusals,
});
