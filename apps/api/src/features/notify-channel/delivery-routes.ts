import { notifyChannelOps as ops } from '@cc/contracts/notify-channel-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import { decodeInstantKey, pageOf } from '../../platform/http/keyset';
import type { AppServices } from '../../platform/services';
import { scheduleAttempt } from './deliver-job';
import { deliveryPage, findDelivery, reopenDelivery, toDelivery } from './delivery-queries';
import { conflict, notFound } from './refusals';

const TAGS = ['notify-channel'];

/** The delivery log and a retry by hand. */
export async function deliveryRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, ops.deliveryList, TAGS),
    handler: async (request) => {
      const { kind, status, lastKey, limit } = request.query;
      const key = decodeInstantKey(lastKey);
      const rows = await request.scope.run((tx) =>
        deliveryPage(tx, request.scope, {
          kind,
          status,
          after: key,
          limit: limit + 1,
        }),
      );
      const page = pageOf(rows, limit, (x) => [x.at, x.row.id]);
      return {
        isSuccess: true as const,
        items: page.items.map((x) => toDelivery(x.row)),
        lastKey: page.lastKey,
      };
    },
  });

  r.route({
    ...guardedRoute(s, ops.deliveryRetry, TAGS),
    handler: async (request) => {
      const scope = request.scope;
      const row = await scope.run(async (tx) => {
        const found = await findDelivery(tx, scope, request.body.deliveryID);
        if (!found) throw notFound('DELIVERY_NOT_FOUND');
        const reopened = await reopenDelivery(tx, scope, found.id);
        if (!reopened) throw conflict('DELIVERY_NOT_RETRYABLE');
        await scheduleAttempt(s, tx, scope.communityId, reopened.id);
        return reopened;
      });
      s.jobs.wake();
      return { isSuccess: true as const, data: toDelivery(row) };
    },
  });
}
