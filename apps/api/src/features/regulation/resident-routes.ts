import { regulationOps as ops } from '@cc/contracts/regulation-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { acknowledgeVersion, readVersion, remindOwing, residentDocuments } from './marks';
import { TAGS } from './regulation-queries';
import { atRegulation, changeRegulation } from './regulation-work';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** What the residents' app calls (list, read, acknowledge), and the office's reminder. */
export async function residentRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.residentList, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atRegulation(request, residentDocuments),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.read, TAGS),
    handler: async (request) =>
      ok(await atRegulation(request, (w) => readVersion(w, request.body.versionID, request.body.unitID))),
  });
  r.route({
    ...guardedRoute(s, ops.acknowledge, TAGS),
    handler: async (request) =>
      ok(
        await changeRegulation(request, (w) =>
          acknowledgeVersion(w, request.body.versionID, request.body.unitID),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.remind, TAGS),
    handler: async (request) => {
      const done = await atRegulation(request, (w) => remindOwing(w, request.body.versionID));
      s.jobs.wake();
      return ok(done);
    },
  });
}
