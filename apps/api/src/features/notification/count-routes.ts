import { NOTIFICATION_APP_NAME, notificationOps } from '@cc/contracts/notification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import { unreadCount } from '../../platform/notify/badge';
import type { AppServices } from '../../platform/services';
import { clearCount, communityCounts } from './inbox-queries';

export function countRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, notificationOps.communityCounts, ['notification']),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await communityCounts(s.db, request.user.id),
    }),
  });

  r.route({
    ...guardedRoute(s, notificationOps.userCount, ['notification']),
    handler: async (request) => ({
      isSuccess: true as const,
      userNotificationCountList: [
        {
          appName: NOTIFICATION_APP_NAME,
          count: await unreadCount(s.db, request.community.id, request.user.id),
        },
      ],
      errorMessage: null,
    }),
  });

  r.route({
    ...guardedRoute(s, notificationOps.userClear, ['notification']),
    handler: async (request) => {
      await clearCount(request.scope, request.user.id);
      // The member's open consoles show the cleared bell at once.
      await s.realtime
        .publish(request.community.id, [
          { userIds: [request.user.id], event: { type: 'badge', inboxBadgeCount: 0 } },
        ])
        .catch((err: Error) => request.log.error({ err }, 'badge could not be published'));
      return {
        isSuccess: true as const,
        userNotificationCountList: [{ appName: NOTIFICATION_APP_NAME, count: 0 }],
        errorMessage: null,
      };
    },
  });

  r.route({
    ...guardedRoute(s, notificationOps.badgeCount, ['notification']),
    handler: async (request) => ({
      isSuccess: true as const,
      item: { inboxBadgeCount: await unreadCount(s.db, request.community.id, request.user.id) },
    }),
  });
}
