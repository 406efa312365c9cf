import { notificationOps } from '@cc/contracts/notification';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { inboxPage, markRead } from './inbox-queries';

export function inboxRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

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
    ...guardedRoute(s, notificationOps.inbox, ['notification']),
    handler: async (request) => {
      const { lastKey } = request.query;
      const after = lastKey && lastKey !== 'undefined' ? lastKey : undefined;
      return { isSuccess: true as const, ...(await inboxPage(request.scope, request.user.id, after)) };
    },
  });

  r.route({
    ...guardedRoute(s, notificationOps.read, ['notification']),
    handler: async (request) =>
      badgeChanged(request, await markRead(request.scope, request.user.id, request.body.notificationID)),
  });

  r.route({
    ...guardedRoute(s, notificationOps.readAll, ['notification']),
    handler: async (request) => badgeChanged(request, await markRead(request.scope, request.user.id)),
  });
}
