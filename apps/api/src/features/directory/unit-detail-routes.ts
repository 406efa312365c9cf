import { unitDetailOps } from '@cc/contracts/unit-detail';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import { guardedRoute } from '../../platform/http/guarded-route';
import { unitMembers, units } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { voidStickers } from './car/car-queries';
import { typedPlate } from './car/plate';
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
            .values({
              communityId: scope.communityId,
              unitId: unit.unitID,
              ...typedPlate(plateNo, province),
              brand,
              colour,
              requestedBy: request.user.id,
              decidedBy: request.user.id,
              decidedAt: new Date(),
            })
            .onConflictDoNothing()
            .returning();
          if (!car) throw conflict('CAR_EXISTS', { plateNo, province });
          const after = {
            carID: car.id,
            plateNo: car.plateNo,
            province: car.province,
            brand: car.brand,
            colour: car.colour,
            status: 'APPROVED' as const,
          };
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
        // Retired, not deleted: the row keeps its history and its stickers turn void.
        const [car] = await tx
          .update(unitCars)
          .set({ status: 'CANCELLED', reason: 'removed on the unit page', updatedAt: new Date() })
          .where(
            scope.owns(
              unitCars,
              eq(unitCars.id, request.body.carID),
              inArray(unitCars.status, ['WAITING', 'APPROVED']),
            ),
          )
          .returning();
        if (car) await voidStickers(tx, scope, car.id, new Date());
        if (!car) throw notFound('CAR_NOT_FOUND');
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'car.retire',
          target: car.plateNo,
          before: car,
        });
      });
      return { isSuccess: true as const };
    },
  });
}
