import { directoryOps } from '@cc/contracts/directory';
import { count, countDistinct } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardedRoute } from '../../platform/http/guarded-route';
import { buildings, unitMembers, units } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { pendingCode } from './invitation-queries';
import { invitationCodes } from './tables';
import { TAGS } from './unit-queries';

export async function summaryRoutes(app: FastifyInstance, s: AppServices) {
  app.withTypeProvider<ZodTypeProvider>().route({
    ...guardedRoute(s, directoryOps.summary, TAGS),
    handler: async (request) => {
      const scope = request.scope;
      const data = await scope.run(async (tx) => {
        const [b] = await tx.select({ n: count() }).from(buildings).where(scope.owns(buildings));
        const [u] = await tx.select({ n: count() }).from(units).where(scope.owns(units));
        const [people] = await tx
          .select({
            residents: countDistinct(unitMembers.userId),
            occupied: countDistinct(unitMembers.unitId),
          })
          .from(unitMembers)
          .where(scope.owns(unitMembers));
        const [p] = await tx
          .select({ n: count() })
          .from(invitationCodes)
          .where(scope.owns(invitationCodes, pendingCode()));
        return {
          buildings: b!.n,
          units: u!.n,
          occupiedUnits: people!.occupied,
          residents: people!.residents,
          pendingInvitations: p!.n,
        };
      });
      return { isSuccess: true as const, data };
    },
  });
}
