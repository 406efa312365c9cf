import { vmsDashboardOps as ops } from '@cc/contracts/vms-admin-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { dashboard, hourly, mostVisitedUnits } from './dashboard-work';
import { TAGS } from './visitor-routes';
import { atVms } from './vms-work';

/** The gate's figures: now, a day by the hour, and the units most visited. */
export async function dashboardRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.dashboard, TAGS),
    handler: async (request) => ({ isSuccess: true as const, data: await atVms(request, dashboard) }),
  });
  r.route({
    ...guardedRoute(s, ops.hourly, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await atVms(request, (w) => hourly(w, request.query.day)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.topUnits, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atVms(request, (w) => mostVisitedUnits(w, request.query.from, request.query.to)),
    }),
  });
}
