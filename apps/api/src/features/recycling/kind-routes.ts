import { recyclingOps as ops } from '@cc/contracts/recycling-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { createKind, updateKind } from './kind-changes';
import { listKinds, TAGS } from './recycling-queries';
import { atRecycling, changeRecycling } from './recycling-work';

export async function kindRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.kindList, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atRecycling(request, (w) => listKinds(w.tx, w.scope)),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.kindCreate, TAGS),
    handler: async (request) => {
      const { communityID: _, ...input } = request.body;
      return { isSuccess: true as const, data: await changeRecycling(request, (w) => createKind(w, input)) };
    },
  });
  r.route({
    ...guardedRoute(s, ops.kindUpdate, TAGS),
    handler: async (request) => {
      const { communityID: _, kindID, ...input } = request.body;
      return {
        isSuccess: true as const,
        data: await changeRecycling(request, (w) => updateKind(w, kindID, input)),
      };
    },
  });
}
