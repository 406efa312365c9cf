import { incidentOps } from '@cc/contracts/incident';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { findItem, listItems, TAGS } from './incident-queries';
import { atIncident, changeIncident } from './incident-work';
import { createItem, retitleItem } from './item-changes';

export async function itemRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, incidentOps.list, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await atIncident(request, listItems) }),
  });
  r.route({
    ...guardedRoute(s, incidentOps.detail, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atIncident(request, (w) => findItem(w, request.query.itemID)),
    }),
  });
  r.route({
    ...guardedRoute(s, incidentOps.create, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeIncident(request, (w) => createItem(w, request.body.title)),
    }),
  });
  r.route({
    ...guardedRoute(s, incidentOps.update, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeIncident(request, (w) => retitleItem(w, request.body.itemID, request.body.title)),
    }),
  });
}
