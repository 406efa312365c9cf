import { patrolOps } from '@cc/contracts/patrol';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { createItem, retitleItem } from './item-changes';
import { findItem, listItems, TAGS } from './patrol-queries';
import { atPatrol, changePatrol } from './patrol-work';

export async function itemRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, patrolOps.list, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await atPatrol(request, listItems) }),
  });
  r.route({
    ...guardedRoute(s, patrolOps.detail, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atPatrol(request, (w) => findItem(w, request.query.itemID)),
    }),
  });
  r.route({
    ...guardedRoute(s, patrolOps.create, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changePatrol(request, (w) => createItem(w, request.body.title)),
    }),
  });
  r.route({
    ...guardedRoute(s, patrolOps.update, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changePatrol(request, (w) => retitleItem(w, request.body.itemID, request.body.title)),
    }),
  });
}
