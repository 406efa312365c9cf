import type { Unit } from '@cc/contracts/directory';
import { type UnitDetail, unitDetailOps } from '@cc/contracts/unit-detail';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import { users } from '../../platform/auth/tables';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { guardedRoute } from '../../platform/http/guarded-route';
import { unitMembers, units } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { conflict, notFound } from './refusals';
import { unitCars } from './tables';
import { findUnitByNo, onDuplicate, selectUnits, TAGS, toUnit } from './unit-queries';

const ROLE_ORDER = sql`case ${unitMembers.unitRole} when 'OWNER' then 0 when 'CO_RESIDENT' then 1 else 2 end`;

/** Units with their people (owners first) and cars; later features add their own panels beside. */
async function withPeople(tx: Executor, scope: CommunityScope, list: Unit[]): Promise<UnitDetail[]> {
  const ids = list.map((u) => u.unitID);
  if (ids.length === 0) return [];
  const people = await tx
    .select({
      unitId: unitMembers.unitId,
      userID: users.email,
      firstname: users.firstname,
      lastname: users.lastname,
      mobile: users.mobile,
      imageUrl: users.imageUrl,
      unitRole: unitMembers.unitRole,
      since: unitMembers.createdAt,
    })
    .from(unitMembers)
    .innerJoin(users, eq(users.id, unitMembers.userId))
    .where(scope.owns(unitMembers, inArray(unitMembers.unitId, ids)))
    .orderBy(ROLE_ORDER, asc(users.firstname), asc(users.lastname));
  const cars = await tx
    .select()
    .from(unitCars)
    .where(scope.owns(unitCars, inArray(unitCars.unitId, ids)))
    .orderBy(asc(unitCars.createdAt));
  return list.map((u) => ({
    ...u,
    members: people
      .filter((p) => p.unitId === u.unitID)
      .map(({ unitId: _, since, ...p }) => ({ ...p, since: since.toISOString() })),
    cars: cars
      .filter((c) => c.unitId === u.unitID)
      .map((c) => ({
        carID: c.id,
        plateNo: c.plateNo,
        province: c.province,
        brand: c.brand,
        colour: c.colour,
      })),
  }));
}

export async function unitDetailRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, unitDetailOps.unitDetail, TAGS),
    handler: async (request) => {
      const scope = request.scope;
      const [data] = await scope.run(async (tx) =>
        withPeople(tx, scope, [await findUnitByNo(tx, scope, request.query.unitNo)]),
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
        return withPeople(tx, scope, rows.map(toUnit));
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
