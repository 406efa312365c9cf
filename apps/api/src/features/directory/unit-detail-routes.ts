import { unitDetailOps } from '@cc/contracts/unit-detail';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import { guardedRoute } from '../../platform/http/guarded-route';
import { unitMembers, units } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { conflict, notFound } from './refusals';
import { unitCars } from './tables';
import { withPeople } from './unit-detail-queries';
import { findUnitByNo, onDuplicate, selectUnits, TAGS, toUnit } from './unit-queries';

export async function unitDetailRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const photoUrl = (userId: string, stored: string | null) => s.files.url({ userId }, stored);

  r.route({
    ...guardedRoute(s, unitDetailOps.unitDetail, TAGS),
    handler: async (request) => {
      const scope = request.scope;
      const [data] = await scope.run(async (tx) =>
        withPeople(tx, scope, [await findUnitByNo(tx, scope, request.query.unitNo)], photoUrl),
      );
      return { isSuccess: true as const, data: data! };
    },
  });

  // What a resident may see of the directory: only the units they themselves belong to.
  r.route({
    ...guardedRoute(s, unitDetailOps.myUnits, TAGS),
    handler: async (request) => {
      const scope = request.scope;
      const items = await scope.run(async (tx) => {
        const mine = tx
          .select({ id: unitMembers.unitId })
          .from(unitMembers)
          .where(scope.owns(unitMembers, eq(unitMembers.userId, request.user.id)));
        const rows = await selectUnits(tx, scope, inArray(units.id, mine)).orderBy(asc(units.unitNo));
        return withPeople(tx, scope, rows.map(toUnit), photoUrl);
      });
      return { isSuccess: true as const, items };
    },
  });

  r.route({
    ...guardedRoute(s, unitDetailOps.carAdd, TAGS),
    handler: async (request) => {
      const { unitNo, plateNo, province, brand, colour } = request.body;
      const scope = request.scope;
      const data = await scope
        .run(async (tx) => {
          const unit = await findUnitByNo(tx, scope, unitNo);
          const [car] = await tx
            .insert(unitCars)
            .values({ communityId: scope.communityId, unitId: unit.unitID, plateNo, province, brand, colour })
            .onConflictDoNothing()
            .returning();
          if (!car) throw conflict('CAR_EXISTS', { plateNo, province });
          const after = { carID: car.id, plateNo, province, brand: car.brand, colour: car.colour };
          await recordAudit(tx, { ...actorOf(request), action: 'car.add', target: unitNo, after });
          return after;
        })
        .catch(onDuplicate(conflict('CAR_EXISTS', { plateNo, province })));
      return { isSuccess: true as const, data };
    },
  });

  r.route({
    ...guardedRoute(s, unitDetailOps.carRemove, TAGS),
    handler: async (request) => {
      const scope = request.scope;
      await scope.run(async (tx) => {
        const [car] = await tx
          .delete(unitCars)
          .where(scope.owns(unitCars, eq(unitCars.id, request.body.carID)))
          .returning();
        if (!car) throw notFound('CAR_NOT_FOUND');
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'car.remove',
          target: car.plateNo,
          before: car,
        });
      });
      return { isSuccess: true as const };
    },
  });
}
