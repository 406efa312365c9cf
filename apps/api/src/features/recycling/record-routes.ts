import { recyclingOps as ops } from '@cc/contracts/recycling-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import { decodeKey, pageOf } from '../../platform/http/keyset';
import type { AppServices } from '../../platform/services';
import { listRecords } from './record-queries';
import { TAGS } from './recycling-queries';
import { atRecycling, changeRecycling } from './recycling-work';
import { cancelWeighIn, recordWeighIn } from './weigh-in';

export async function recordRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.recordCreate, TAGS),
    handler: async (request) => {
      const { unitID, kindID, grams, day, note } = request.body;
      return {
        isSuccess: true as const,
        data: await changeRecycling(request, (w) =>
          recordWeighIn(w, { unitId: unitID, kindId: kindID, grams, day, note }),
        ),
      };
    },
  });
  r.route({
    ...guardedRoute(s, ops.recordList, TAGS),
    handler: async (request) => {
      const { q, unitID, kindID, status, from, to, lastKey, limit } = request.query;
      const after = decodeKey(lastKey, 2) as [string, string] | undefined;
      const rows = await atRecycling(request, (w) =>
        listRecords(w.tx, w.scope, { q, unitId: unitID, kindId: kindID, status, from, to, after }, limit + 1),
      );
      return { isSuccess: true as const, ...pageOf(rows, limit, (x) => [x.weighedAt, x.recordID]) };
    },
  });
  r.route({
    ...guardedRoute(s, ops.recordCancel, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      data: await changeRecycling(request, (w) =>
        cancelWeighIn(w, request.body.recordID, request.body.reason),
      ),
    }),
  });
}
