import { notificationOps } from '@cc/contracts/notification';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { routeOf } from '../../platform/http/route-of';
import { canonicalSubscription, endpointAllowed, readSubscription } from '../../platform/push/subscription';
import { pushSubscriptions } from '../../platform/push/tables';
import type { AppServices } from '../../platform/services';
import { badRequest } from './refusals';

/** Browsers a user may have subscribed at once; the oldest go first (each push fans out to all). */
const SUBSCRIPTIONS_PER_USER = 20;

export function subscriptionRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...routeOf(notificationOps.vapidPublicKey, ['notification']),
    handler: async () => ({ isSuccess: true as const, data: { publicKey: s.push.publicKey } }),
  });

  r.route({
    ...routeOf(notificationOps.subscribe, ['notification']),
    preHandler: s.authenticate,
    handler: async (request) => {
      const token = canonicalSubscription(request.body.fcmToken)!;
      if (!endpointAllowed(readSubscription(token)!.endpoint, s.config.PUBLIC_URL)) {
        throw badRequest('PUSH_ENDPOINT_REFUSED');
      }
      const userId = request.user.id;
      const mine = eq(pushSubscriptions.userId, userId);
      await s.db.transaction(async (tx) => {
        // A browser handed to another person moves its subscription with it.
        await tx
          .insert(pushSubscriptions)
          .values({ token, userId })
          .onConflictDoUpdate({
            target: pushSubscriptions.token,
            set: { userId: sql`excluded.user_id`, createdAt: sql`now()` },
          });
        await tx.delete(pushSubscriptions).where(
          and(
            mine,
            sql`${pushSubscriptions.token} not in (select ${pushSubscriptions.token} from ${pushSubscriptions}
              where ${mine} order by ${pushSubscriptions.createdAt} desc limit ${SUBSCRIPTIONS_PER_USER})`,
          ),
        );
      });
      return { isSuccess: true as const };
    },
  });

  r.route({
    ...routeOf(notificationOps.unsubscribe, ['notification']),
    preHandler: s.authenticate,
    handler: async (request) => {
      const given = request.body?.fcmToken;
      if (given) {
        const token = canonicalSubscription(given) ?? given;
        await s.db
          .delete(pushSubscriptions)
          .where(and(eq(pushSubscriptions.token, token), eq(pushSubscriptions.userId, request.user.id)));
      }
      return { isSuccess: true as const };
    },
  });
}
