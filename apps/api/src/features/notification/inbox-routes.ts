import { notificationOps } from '@cc/contracts/notification';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { communityDefault } from '../../platform/http/community-default';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { communityOfOwnNotification, inboxPage, markRead } from './inbox-queries';
import { notFound } from './refusals';

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
    // Spec 7 sends `notificationID` alone: the community is the notification's own, found among
    // the caller's recipient rows; the guard then checks the caller's membership there as usual.
    // Not a recipient of it: the same 404 as a foreign id sent with a community.
    ...guardedRoute(
      s,
      notificationOps.read,
      ['notification'],
      communityDefault(notificationOps.read, async (request, body) => {
        const communityId = await communityOfOwnNotification(s.db, request.user.id, body.notificationID);
        if (!communityId) throw notFound('NOTIFICATION_NOT_FOUND');
        return communityId;
      }),
    ),
    handler: async (request) =>
      badgeChanged(request, await markRead(request.scope, request.user.id, request.body.notificationID)),
  });

  r.route({
    ...guardedRoute(s, notificationOps.readAll, ['notification']),
    handler: async (request) => badgeChanged(request, await markRead(request.scope, request.user.id)),
  });
}
