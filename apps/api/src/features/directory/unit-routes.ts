import { directoryOps } from '@cc/contracts/directory';
import { asc, eq, gt, ilike, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../platform/audit/audit-actor';
import { recordAudit } from '../../platform/audit/record-audit';
import { guardedRoute } from '../../platform/http/guarded-route';
import { containsPattern, decodeKey, pageOf } from '../../platform/http/keyset';
import { units } from '../../platform/residence/tables';
import type { AppServices } from '../../platform/services';
import { conflict, notFound } from './refusals';
import {
  assertFloorFits,
  buildingForUnit,
  findUnitByNo,
  onDuplicate,
  selectUnits,
  TAGS,
  toUnit,
} from './unit-queries';

/** Numeric columns take exact decimal strings; null clears, undefined leaves as is. */
const decimal = (n: number | null | undefined) =>
  n === undefined ? undefined : n === null ? null : String(n);

export async function unitRoutes(app: FastifyInstance, s: AppServices) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.route({
    ...guardedRoute(s, directoryOps.unitList, TAGS),
    handler: async (request) => {
      const { q, buildingID, floor, unitType, lastKey, limit } = request.query;
      const after = decodeKey(lastKey, 1);
      const rows = await request.scope.run((tx) =>
        selectUnits(
          tx,
          request.scope,
          q ? ilike(units.unitNo, containsPattern(q)) : undefined,
          buildingID ? eq(units.buildingId, buildingID) : undefined,
          floor !== undefined ? eq(units.floor, floor) : undefined,
          unitType ? eq(units.unitType, unitType) : undefined,
          after ? gt(units.unitNo, String(after[0])) : undefined,
        )
          .orderBy(asc(units.unitNo))
          .limit(limit + 1),
      );
      return { isSuccess: true as const, ...pageOf(rows.map(toUnit), limit, (u) => [u.unitNo]) };
    },
  });

  r.route({
    ...guardedRoute(s, directoryOps.unitTypes, TAGS),
    handler: async (request) => {
      const rows = await request.scope.run((tx) =>
        tx
          .selectDistinct({ type: units.unitType })
          .from(units)
          .where(request.scope.owns(units, isNotNull(units.unitType)))
          .orderBy(asc(units.unitType)),
      );
      return { isSuccess: true as const, items: rows.map((r) => r.type!) };
    },
  });

  r.route({
    ...guardedRoute(s, directoryOps.unitCreate, TAGS),
    handler: async (request) => {
      const { unitNo, buildingID, floor, areaSqm, ownershipRatio, unitType } = request.body;
      const scope = request.scope;
      const data = await scope
        .run(async (tx) => {
          if (buildingID) assertFloorFits(floor, await buildingForUnit(tx, scope, buildingID));
          const [created] = await tx
            .insert(units)
            .values({
              communityId: scope.communityId,
              unitNo,
              buildingId: buildingID ?? null,
              floor: floor ?? null,
              areaSqm: decimal(areaSqm) ?? null,
              ownershipRatio: decimal(ownershipRatio) ?? null,
              unitType: unitType || null,
            })
            .onConflictDoNothing()
            .returning({ id: units.id });
          if (!created) throw conflict('UNIT_EXISTS', { unitNo });
          const unit = await findUnitByNo(tx, scope, unitNo);
          await recordAudit(tx, { ...actorOf(request), action: 'unit.create', target: unitNo, after: unit });
          return unit;
        })
        .catch(onDuplicate(conflict('UNIT_EXISTS', { unitNo })));
      return { isSuccess: true as const, data };
    },
  });

  r.route({
    ...guardedRoute(s, directoryOps.unitUpdate, TAGS),
    handler: async (request) => {
      const { unitID, unitNo, buildingID, floor, areaSqm, ownershipRatio, unitType } = request.body;
      const scope = request.scope;
      const data = await scope
        .run(async (tx) => {
          const [row] = await selectUnits(tx, scope, eq(units.id, unitID));
          if (!row) throw notFound('NO_SUCH_UNIT');
          const before = toUnit(row);
          const nextBuilding = buildingID === undefined ? before.buildingID : buildingID;
          const nextFloor = floor === undefined ? before.floor : floor;
          if (nextBuilding) assertFloorFits(nextFloor, await buildingForUnit(tx, scope, nextBuilding));
          const changes = Object.fromEntries(
            Object.entries({
              unitNo,
              buildingId: buildingID,
              floor,
              areaSqm: decimal(areaSqm),
              ownershipRatio: decimal(ownershipRatio),
              unitType: unitType === undefined ? undefined : unitType || null,
            }).filter(([, v]) => v !== undefined),
          );
          if (Object.keys(changes).length > 0)
            await tx
              .update(units)
              .set(changes)
              .where(scope.owns(units, eq(units.id, unitID)));
          const after = await findUnitByNo(tx, scope, unitNo ?? before.unitNo);
          await recordAudit(tx, {
            ...actorOf(request),
            action: 'unit.update',
            target: after.unitNo,
            before,
            after,
          });
          return after;
        })
        .catch(onDuplicate(conflict('UNIT_EXISTS', { unitNo: unitNo ?? '' })));
      return { isSuccess: true as const, data };
    },
  });
}
