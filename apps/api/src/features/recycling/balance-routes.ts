import { recyclingOps as ops } from '@cc/contracts/recycling-ops';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import { decodeKey, pageOf } from '../../platform/http/keyset';
import { unitsOfUser } from '../../platform/residence/residence-queries';
import type { AppServices } from '../../platform/services';
import { listRecords } from './record-queries';
import { listKinds, TAGS } from './recycling-queries';
import { atRecycling } from './recycling-work';
import { balancePage, balancesOf } from './report-queries';

/** The newest weigh-ins a resident sees in the app at once. */
const MINE_RECENT = 20;

export async function balanceRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.route({
    ...guardedRoute(s, ops.points, TAGS),
    handler: async (request) => {
      const { q, unitID, lastKey, limit } = request.query;
      const after = decodeKey(lastKey, 1);
      const rows = await atRecycling(request, (w) =>
        balancePage(
          w.tx,
          w.scope,
          { q, unitId: unitID, afterUnitNo: after?.[0] as string | undefined },
          limit + 1,
        ),
      );
      return { isSuccess: true as const, ...pageOf(rows, limit, (x) => [x.unitNo]) };
    },
  });
  r.route({
    ...guardedRoute(s, ops.my, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      // Only the caller's own units: a resident of none reads nothing but the price board.
      data: await atRecycling(request, async (w) => {
        const mine = unitsOfUser(w.tx, w.scope, w.userId);
        return {
          units: await balancesOf(w.tx, w.scope, mine),
          recent: await listRecords(w.tx, w.scope, { unitIds: mine }, MINE_RECENT),
          kinds: (await listKinds(w.tx, w.scope)).filter((k) => k.active),
        };
      }),
    }),
  });
}
