import { vmsUnitOps as ops, VMS_UNIT_LOOKUP_LIMIT } from '@cc/contracts/vms-unit-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import { unitsByNumber } from '../../platform/residence/residence-queries';
import type { AppServices } from '../../platform/services';
import { TAGS } from './visitor-routes';
import { atVms } from './vms-work';

export async function unitRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.lookup, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atVms(request, (w) =>
        unitsByNumber(w.tx, w.scope, request.query.q, VMS_UNIT_LOOKUP_LIMIT),
      ),
    }),
  });
}
