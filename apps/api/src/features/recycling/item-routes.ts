import { recyclingOps } from '@cc/contracts/recycling';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { createItem, retitleItem } from './item-changes';
import { findItem, listItems, TAGS } from './recycling-queries';
import { atRecycling, changeRecycling } from './recycling-work';

export async function itemRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, recyclingOps.list, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await atRecycling(request, listItems) }),
  });
  r.route({
    ...guardedRoute(s, recyclingOps.detail, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atRecycling(request, (w) => findItem(w, request.query.itemID)),
    }),
  });
  r.route({
    ...guardedRoute(s, recyclingOps.create, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeRecycling(request, (w) => createItem(w, request.body.title)),
    }),
  });
  r.route({
    ...guardedRoute(s, recyclingOps.update, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeRecycling(request, (w) => retitleItem(w, request.body.itemID, request.body.title)),
    }),
  });
}
