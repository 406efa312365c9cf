import type { Unit } from '@cc/contracts/directory';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import type { AppError } from '../../platform/errors';
import { buildings, unitMembers, units } from '../../platform/residence/tables';
import { badRequest, notFound } from './refusals';

export const TAGS = ['directory'];

const unitColumns = {
  unitID: units.id,
  unitNo: units.unitNo,
  buildingID: units.buildingId,
  buildingName: buildings.name,
  floor: units.floor,
  areaSqm: units.areaSqm,
  ownershipRatio: units.ownershipRatio,
  unitType: units.unitType,
  residentCount: sql<number>`(select count(*)::int from ${unitMembers} where ${unitMembers.unitId} = ${units.id})`,
};

type UnitRow = { [K in keyof typeof unitColumns]: unknown } & {
  areaSqm: string | null;
  ownershipRatio: string | null;
};

/** Numeric columns come back as strings (exact decimals); the API answers numbers. */
export const toUnit = (r: UnitRow): Unit => ({
  ...(r as Unit),
  areaSqm: r.areaSqm === null ? null : Number(r.areaSqm),
  ownershipRatio: r.ownershipRatio === null ? null : Number(r.ownershipRatio),
});

/** Units of the scoped community with their building's name; callers add conditions, order and limit. */
export const selectUnits = (tx: Executor, scope: CommunityScope, ...conditions: (SQL | undefined)[]) =>
  tx
    .select(unitColumns)
    .from(units)
    .leftJoin(buildings, eq(buildings.id, units.buildingId))
    .where(scope.owns(units, ...conditions));

export async function findUnitByNo(tx: Executor, scope: CommunityScope, unitNo: string) {
  const [row] = await selectUnits(tx, scope, eq(units.unitNo, unitNo));
  if (!row) throw notFound('UNIT_NOT_FOUND', { unitNo });
  return toUnit(row);
}

/** A building of the scoped community, for a unit that names it; another community's is unknown here. */
export async function buildingForUnit(tx: Executor, scope: CommunityScope, buildingId: string) {
  const [b] = await tx
    .select()
    .from(buildings)
    .where(scope.owns(buildings, eq(buildings.id, buildingId)));
  if (!b) throw badRequest('UNKNOWN_BUILDING');
  return b;
}

export function assertFloorFits(
  floor: number | null | undefined,
  building: { name: string; floors: number },
) {
  if (floor != null && floor > building.floors) {
    throw badRequest('FLOOR_OUT_OF_RANGE', { floor, building: building.name, floors: building.floors });
  }
}

/** For `.catch`: a unique-key race the checks above could not see answers 409, not 500. */
export const onDuplicate = (refusal: AppError) => (err: unknown) => {
  if (isUniqueViolation(err)) throw refusal;
  throw err;
};

/**
 * Refreshes the planner's statistics on the units table. It reads and changes no community's
 * rows (statistics are per table), so it takes no community scope.
 */
export async function refreshUnitStatistics(db: Executor) {
  await db.execute(sql`analyze ${units}`);
}
