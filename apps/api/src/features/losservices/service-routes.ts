import { losservicesOps as ops } from '@cc/contracts/losservices';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { activePartners, findService, listServices, TAGS } from './losservices-queries';
import { atLosservices, changeLosservices } from './losservices-work';
import { createService, toggleService, updateService } from './service-changes';

export async function serviceRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.serviceList, TAGS),
    handler: async (q) => ({
      isSuccess: true as const,
      items: await atLosservices(q, (w) => listServices(w, q.query.search)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.serviceDetail, TAGS),
    handler: async (q) => ({
      isSuccess: true as const,
      data: await atLosservices(q, (w) => findService(w, q.query.serviceID)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.serviceCreate, TAGS),
    handler: async (q) => ({
      isSuccess: true as const,
      data: await changeLosservices(q, (w) => createService(w, q.body)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.serviceUpdate, TAGS),
    handler: async (q) => ({
      isSuccess: true as const,
      data: await changeLosservices(q, (w) => updateService(w, q.body.serviceID, q.body)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.serviceToggle, TAGS),
    handler: async (q) => ({
      isSuccess: true as const,
      data: await changeLosservices(q, (w) => toggleService(w, q.body.serviceID, q.body.isEnabled)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.partnerList, TAGS),
    handler: async (q) => ({ isSuccess: true as const, items: await atLosservices(q, activePartners) }),
  });
}
