import { homeOps } from '@cc/contracts/home';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { keepLayout, readLayout } from './layout-queries';

const TAGS = ['home'];

/** The caller's own landing: nobody reads or arranges another person's. */
export function layoutRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, homeOps.layout, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await request.scope.run((tx) => readLayout(tx, request.scope, request.user.id)),
    }),
  });
  r.route({
    ...guardedRoute(s, homeOps.updateLayout, TAGS),
    handler: async (request) => {
      const { order, hidden } = request.body;
      const layout = { order, hidden };
      await request.scope.run((tx) => keepLayout(tx, request.scope, request.user.id, layout));
      return { isSuccess: true as const, data: layout };
    },
  });
}
