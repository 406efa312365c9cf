import { patrolOps as ops } from '@cc/contracts/patrol-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { TAGS } from './checkpoint-queries';
import { atPatrol, changePatrol } from './patrol-work';
import { createPlan, listPlans, planRow, toPlan, updatePlan } from './plan-changes';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

/** The plans: the spec's patrol settings. */
export async function planRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.planList, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await atPatrol(request, listPlans) }),
  });
  r.route({
    ...guardedRoute(s, ops.planInfo, TAGS),
    handler: async (request) =>
      ok(await atPatrol(request, async (w) => toPlan(await planRow(w, request.query.planID)))),
  });
  r.route({
    ...guardedRoute(s, ops.planCreate, TAGS),
    handler: async (request) => {
      const { communityID: _, ...fields } = request.body;
      const plan = await changePatrol(request, (w) => createPlan(w, fields));
      s.jobs.wake();
      return ok(plan);
    },
  });
  r.route({
    ...guardedRoute(s, ops.planUpdate, TAGS),
    handler: async (request) => {
      const { communityID: _, planID, ...fields } = request.body;
      const plan = await changePatrol(request, (w) => updatePlan(w, planID, fields));
      s.jobs.wake();
      return ok(plan);
    },
  });
}
