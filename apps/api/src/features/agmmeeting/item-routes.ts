import { agmmeetingOps } from '@cc/contracts/agmmeeting';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { findItem, listItems, TAGS } from './agmmeeting-queries';
import { atAgmmeeting, changeAgmmeeting } from './agmmeeting-work';
import { createItem, retitleItem } from './item-changes';

export async function itemRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, agmmeetingOps.list, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await atAgmmeeting(request, listItems) }),
  });
  r.route({
    ...guardedRoute(s, agmmeetingOps.detail, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atAgmmeeting(request, (w) => findItem(w, request.query.itemID)),
    }),
  });
  r.route({
    ...guardedRoute(s, agmmeetingOps.create, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeAgmmeeting(request, (w) => createItem(w, request.body.title)),
    }),
  });
  r.route({
    ...guardedRoute(s, agmmeetingOps.update, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeAgmmeeting(request, (w) => retitleItem(w, request.body.itemID, request.body.title)),
    }),
  });
}
