import { directoryOps } from '@cc/contracts/directory';
import { asc, count, eq, max, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { guardedRoute } from '../../platform/http/guarded-route';
import { buildings, units } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { badRequest, conflict, notFound } from './refusals';
import { onDuplicate, TAGS } from './unit-queries';

async function listBuildings(tx: Executor, scope: CommunityScope, buildingId?: string) {
  return tx
    .select({
      buildingID: buildings.id,
      name: buildings.name,
      floors: buildings.floors,
      unitCount: count(units.id),
    })
    .from(buildings)
    .leftJoin(units, eq(units.buildingId, buildings.id))
    .where(scope.owns(buildings, buildingId ? eq(buildings.id, buildingId) : undefined))
    .groupBy(buildings.id)
    .orderBy(asc(buildings.name));
}

async function findBuilding(tx: Executor, scope: CommunityScope, buildingId: string) {
  const [b] = await listBuildings(tx, scope, buildingId);
  if (!b) throw notFound('BUILDING_NOT_FOUND');
  return b;
}

async function assertNameFree(tx: Executor, scope: CommunityScope, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: buildings.id })
    .from(buildings)
    .where(
      scope.owns(buildings, eq(buildings.name, name), exceptId ? ne(buildings.id, exceptId) : undefined),
    );
  if (taken) throw conflict('BUILDING_EXISTS', { name });
}

export async function buildingRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, directoryOps.buildingList, TAGS),
    handler: async (request) => ({
      isSuccess: true as const,
      items: await request.scope.run((tx) => listBuildings(tx, request.scope)),
    }),
  });

  r.route({
    ...guardedRoute(s, directoryOps.buildingCreate, TAGS),
    handler: async (request) => {
      const { name, floors } = request.body;
      const scope = request.scope;
      const data = await scope
        .run(async (tx) => {
          await assertNameFree(tx, scope, name);
          const [b] = await tx
            .insert(buildings)
            .values({ communityId: scope.communityId, name, floors })
            .returning({ id: buildings.id });
          await recordAudit(tx, {
            ...actorOf(request),
            action: 'building.create',
            target: name,
            after: { name, floors },
          });
          return findBuilding(tx, scope, b!.id);
        })
        .catch(onDuplicate(conflict('BUILDING_EXISTS', { name })));
      return { isSuccess: true as const, data };
    },
  });

  r.route({
    ...guardedRoute(s, directoryOps.buildingUpdate, TAGS),
    handler: async (request) => {
      const { buildingID, name, floors } = request.body;
      const scope = request.scope;
      const data = await scope
        .run(async (tx) => {
          const before = await findBuilding(tx, scope, buildingID);
          if (name !== undefined) await assertNameFree(tx, scope, name, buildingID);
          if (floors !== undefined) {
            const [top] = await tx
              .select({ floor: max(units.floor) })
              .from(units)
              .where(scope.owns(units, eq(units.buildingId, buildingID)));
            if (top?.floor != null && top.floor > floors)
              throw badRequest('UNITS_ABOVE_FLOORS', { floor: top.floor });
          }
          await tx
            .update(buildings)
            .set({ name: name ?? before.name, floors: floors ?? before.floors })
            .where(scope.owns(buildings, eq(buildings.id, buildingID)));
          const after = await findBuilding(tx, scope, buildingID);
          await recordAudit(tx, {
            ...actorOf(request),
            action: 'building.update',
            target: buildingID,
            before,
            after,
          });
          return after;
        })
        .catch(onDuplicate(conflict('BUILDING_EXISTS', { name: name ?? '' })));
      return { isSuccess: true as const, data };
    },
  });

  r.route({
    ...guardedRoute(s, directoryOps.buildingDelete, TAGS),
    handler: async (request) => {
      const scope = request.scope;
      await scope.run(async (tx) => {
        const before = await findBuilding(tx, scope, request.body.buildingID);
        if (before.unitCount > 0)
          throw conflict('BUILDING_NOT_EMPTY', { name: before.name, count: before.unitCount });
        await tx.delete(buildings).where(scope.owns(buildings, eq(buildings.id, before.buildingID)));
        await recordAudit(tx, {
          ...actorOf(request),
          action: 'building.delete',
          target: before.name,
          before,
        });
      });
      return { isSuccess: true as const };
    },
  });
}
