import { patrolOps as ops } from '@cc/contracts/patrol-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { createCheckpoint, printLabels, retireCheckpoint, updateCheckpoint } from './checkpoint-changes';
import { listCheckpoints, TAGS } from './checkpoint-queries';
import { atPatrol, changePatrol } from './patrol-work';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function checkpointRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.checkpointList, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await atPatrol(request, listCheckpoints),
    }),
  });
  r.route({
    ...guardedRoute(s, ops.checkpointCreate, TAGS),
    handler: async (request) => ok(await changePatrol(request, (w) => createCheckpoint(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.checkpointUpdate, TAGS),
    handler: async (request) =>
      ok(await changePatrol(request, (w) => updateCheckpoint(w, request.body.checkpointID, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.checkpointRetire, TAGS),
    handler: async (request) =>
      ok(
        await changePatrol(request, (w) =>
          retireCheckpoint(w, request.body.checkpointID, request.body.replace),
        ),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.checkpointPrint, TAGS),
    handler: async (request) =>
      ok(await atPatrol(request, (w) => printLabels(w, request.body.checkpointIDs))),
  });
}
