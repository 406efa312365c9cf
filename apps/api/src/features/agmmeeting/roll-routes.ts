import { agmOps as ops } from '@cc/contracts/agmmeeting-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { atAgm } from './agmmeeting-work';
import { TAGS } from './meeting-routes';
import { listRoll, takeRoll, updateRoll } from './roll';
import { listRules, updateRule } from './rules';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });

export async function rollRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.rollSnapshot, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => takeRoll(w, request.body.meetingID))),
  });
  r.route({
    ...guardedRoute(s, ops.rollList, TAGS),
    handler: async (request) =>
      ok(await atAgm(request, (w) => listRoll(w, request.query.meetingID, request.query.search))),
  });
  r.route({
    ...guardedRoute(s, ops.rollUpdate, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => updateRoll(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.ruleList, TAGS),
    handler: async (request) => ({ isSuccess: true as const, items: await atAgm(request, listRules) }),
  });
  r.route({
    ...guardedRoute(s, ops.ruleUpdate, TAGS),
    handler: async (request) => ok(await atAgm(request, (w) => updateRule(w, request.body))),
  });
}
