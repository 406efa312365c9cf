import { losservicesOps } from '@cc/contracts/losservices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { createItem, retitleItem } from './item-changes';
import { findItem, listItems, TAGS } from './losservices-queries';
import { atLosservices, changeLosservices } from './losservices-work';

export async function itemRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, losservicesOps.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atLosservices(request, listItems),
    }),
  });
  r.route({
    ...guardedRoute(s, losservicesOps.detail, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atLosservices(request, (w) => findItem(w, request.query.itemID)),
    }),
  });
  r.route({
    ...guardedRoute(s, losservicesOps.create, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeLosservices(request, (w) => createItem(w, request.body.title)),
    }),
  });
  r.route({
    ...guardedRoute(s, losservicesOps.update, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeLosservices(request, (w) => retitleItem(w, request.body.itemID, request.body.title)),
    }),
  });
}
