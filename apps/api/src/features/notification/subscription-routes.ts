import { notificationOps } from '@cc/contracts/notification';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import { canonicalSubscription, endpointAllowed, readSubscription } from '../../platform/push/subscription';
import type { AppServices } from '../../platform/services';
import { badRequest } from './refusals';
import { dropSubscription, keepSubscription } from './subscription-queries';

export function subscriptionRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, notificationOps.vapidPublicKey, ['notification']),
    handler: async () => ({ isSuccess: true as const, data: { publicKey: s.push.publicKey } }),
  });

  r.route({
    ...guardedRoute(s, notificationOps.subscribe, ['notification']),
    handler: async (request) => {
      const token = canonicalSubscription(request.body.fcmToken)!;
      if (!endpointAllowed(readSubscription(token)!.endpoint, s.config.PUBLIC_URL)) {
        throw badRequest('PUSH_ENDPOINT_REFUSED');
      }
      await keepSubscription(s.db, request.user.id, token);
      return { isSuccess: true as const };
    },
  });

  r.route({
    ...guardedRoute(s, notificationOps.unsubscribe, ['notification']),
    handler: async (request) => {
      const given = request.body?.fcmToken;
      if (given) {
        const token = canonicalSubscription(given) ?? given;
        await dropSubscription(s.db, request.user.id, token);
      }
      return { isSuccess: true as const };
    },
  });
}
