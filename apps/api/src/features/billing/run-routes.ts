import { billingRunOps as ops } from '@cc/contracts/billing-run-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { createRun, previewRun } from './bill-run';
import { atOffice, TAGS } from './billing-work';
import { findRun, listRuns, toRun } from './run-queries';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** A month's bills for many units: preview, start (a durable job), and its progress. */
export async function runRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.preview, TAGS),
    handler: async (request) => ok(await atOffice(request, (w) => previewRun(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.create, TAGS),
    handler: async (request) => {
      const run = await atOffice(request, (w) => createRun(w, s, request.body));
      s.jobs.wake();
      return ok(run);
    },
  });
  r.route({
    ...guardedRoute(s, ops.list, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      ...(await atOffice(request, (w) => listRuns(w, request.query))),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.info, TAGS),
    handler: async (request) => ok(toRun(await atOffice(request, (w) => findRun(w, request.query.runID)))),
  });
}
