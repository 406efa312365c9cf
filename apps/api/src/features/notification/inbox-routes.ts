import { notificationOps } from '@cc/contracts/notification';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/route-of';
import type { AppServices } from '../../platform/services';
import { inboxPage, markRead } from './inbox-queries';

export function inboxRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Notifications stay reachable while a community is SYSTEM_OFF, like the other session calls.
  const member = [s.authenticate, s.requireCommunity({ allowSuspended: true })];

  /** The member's other open tabs follow a read mark at once. */
  const badgeChanged = async (request: FastifyRequest, inboxBadgeCount: number) => {
    await s.realtime
      .publish(request.community.id, [
        { userIds: [request.user.id], event: { type: 'badge', inboxBadgeCount } },
      ])
      .catch((err: Error) => request.log.error({ err }, 'badge could not be published'));
    return { isSuccess: true as const, item: { inboxBadgeCount } };
  };

  r.route({
    ...routeOf(notificationOps.inbox, ['notification']),
    preHandler: member,
    handler: async (request) => {
      const { lastKey } = request.query;
      const after = lastKey && lastKey !== 'undefined' ? lastKey : undefined;
      return { isSuccess: true as const, ...(await inboxPage(request.scope, request.user.id, after)) };
    },
  });

  r.route({
    ...routeOf(notificationOps.read, ['notification']),
    preHandler: member,
    handler: async (request) =>
      badgeChanged(request, await markRead(request.scope, request.user.id, request.body.notificationID)),
  });

  r.route({
    ...routeOf(notificationOps.readAll, ['notification']),
    preHandler: member,
    handler: async (request) => badgeChanged(request, await markRead(request.scope, request.user.id)),
  });
}
