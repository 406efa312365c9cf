import { facilitybookingOps } from '@cc/contracts/facilitybooking';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { findItem, listItems, TAGS } from './facilitybooking-queries';

export async function itemRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, facilitybookingOps.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await request.scope.run((tx) => listItems(tx, request.scope)),
    }),
  });
  r.route({
    ...guardedRoute(s, facilitybookingOps.detail, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await request.scope.run((tx) => findItem(tx, request.scope, request.query.itemID)),
    }),
  });
}
