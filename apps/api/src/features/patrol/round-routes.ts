import { patrolOps as ops } from '@cc/contracts/patrol-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import type { AppServices } from '../../platform/services';
import { TAGS } from './checkpoint-queries';
import { atPatrol, changePatrol, scanAtPatrol } from './patrol-work';
import { todaySummary } from './report-queries';
import { tellClosed } from './round-close';
import { finishRound, startRound } from './round-moves';
import { currentRounds, roundRow, roundsBetween, roundView, roundViews } from './round-queries';
import { scanCheckpoint } from './scan';

const ok = <T>(data: T) => ({ isSuccess: true as const, data });
const AHEAD_MS = 12 * 3_600_000;

/** The guard's rounds (current, start, scan, finish) and the console's reads of them. */
export async function roundRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.roundCurrent, TAGS),
    handler: async (request) =>
      ok(
        await atPatrol(request, async (w) => ({
          serverTime: w.now.toISOString(),
          rounds: await currentRounds(w.tx, w.scope, w.now, AHEAD_MS),
        })),
      ),
  });
  r.route({
    ...guardedRoute(s, ops.roundStart, TAGS),
    handler: async (request) => ok(await changePatrol(request, (w) => startRound(w, request.body.roundID))),
  });
  r.route({
    ...guardedRoute(s, ops.roundScan, TAGS),
    handler: async (request) => ok(await scanAtPatrol(request, (w) => scanCheckpoint(w, request.body))),
  });
  r.route({
    ...guardedRoute(s, ops.roundFinish, TAGS),
    handler: async (request) => {
      const { view, closed } = await atPatrol(request, (w) => finishRound(w, request.body.roundID));
      if (closed) await tellClosed(s, request.log, request.scope.communityId, closed);
      return ok(view);
    },
  });
  r.route({
    ...guardedRoute(s, ops.roundList, TAGS),
    handler: async (request) => {
      const { from, to, planID, status } = request.query;
      const items = await atPatrol(request, async (w) =>
        roundViews(w.tx, w.scope, await roundsBetween(w.tx, w.scope, { from, to, planID, status })),
      );
      return { isSuccess: true as const, items };
    },
  });
  r.route({
    ...guardedRoute(s, ops.roundToday, TAGS),
    handler: async (request) =>
      ok(await atPatrol(request, (w) => todaySummary(w.tx, w.scope, w.now, w.timeZone))),
  });
  r.route({
    ...guardedRoute(s, ops.info, TAGS),
    handler: async (request) =>
      ok(
        await atPatrol(request, async (w) =>
          roundView(w.tx, w.scope, await roundRow(w.tx, w.scope, request.query.roundID)),
        ),
      ),
  });
}
