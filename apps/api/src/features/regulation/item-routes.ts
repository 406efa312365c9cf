import { regulationOps } from '@cc/contracts/regulation';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { createItem, retitleItem } from './item-changes';
import { findItem, listItems, TAGS } from './regulation-queries';
import { atRegulation, changeRegulation } from './regulation-work';

export async function itemRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, regulationOps.list, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await atRegulation(request, listItems) }),
  });
  r.route({
    ...guardedRoute(s, regulationOps.detail, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atRegulation(request, (w) => findItem(w, request.query.itemID)),
    }),
  });
  r.route({
    ...guardedRoute(s, regulationOps.create, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeRegulation(request, (w) => createItem(w, request.body.title)),
    }),
  });
  r.route({
    ...guardedRoute(s, regulationOps.update, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeRegulation(request, (w) => retitleItem(w, request.body.itemID, request.body.title)),
    }),
  });
}
