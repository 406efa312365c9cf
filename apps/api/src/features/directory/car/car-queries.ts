import { type CarListQuery, plateKeyOf } from '@cc/contracts/car-directory';
import { and, desc, eq, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { users } from '../../../platform/auth/tables';
import type { Executor } from '../../../platform/db/client';
import type { CommunityScope } from '../../../platform/db/community-scope';
import { containsPattern, decodeInstantKey, pageOf } from '../../../platform/http/keyset';
import { unitMembers, units } from '../../../platform/residence/tables';
import { unitCars } from '../tables';
import { carStickers } from './tables';

export type CarRow = typeof unitCars.$inferSelect & { unitNo: string; requestedByName: string | null };
export type StickerRow = typeof carStickers.$inferSelect;

const carColumns = {
  car: unitCars,
  unitNo: units.unitNo,
  requestedByName: sql<
    string | null
  >`nullif(trim(coalesce(${users.firstname}, '') || ' ' || coalesce(${users.lastname}, '')), '')`,
};

function selectCars(tx: Executor, scope: CommunityScope, ...where: (SQL | undefined)[]) {
  return tx
    .select(carColumns)
    .from(unitCars)
    .innerJoin(units, eq(units.id, unitCars.unitId))
    .leftJoin(users, eq(users.id, unitCars.requestedBy))
    .where(scope.owns(unitCars, ...where));
}

const flat = (r: {
  car: typeof unitCars.$inferSelect;
  unitNo: string;
  requestedByName: string | null;
}): CarRow => ({
  ...r.car,
  unitNo: r.unitNo,
  requestedByName: r.requestedByName,
});

/** One car of the community, locked for the rest of the transaction when `lock` (state moves). */
export async function findCar(tx: Executor, scope: CommunityScope, carId: string, lock = false) {
  const q = selectCars(tx, scope, eq(unitCars.id, carId));
  const [row] = lock ? await q.for('update', { of: unitCars }) : await q;
  return row ? flat(row) : undefined;
}

export async function findCars(tx: Executor, scope: CommunityScope, carIds: string[]) {
  if (carIds.length === 0) return [];
  return (await selectCars(tx, scope, inArray(unitCars.id, carIds))).map(flat);
}

/** A page of cars, newest first: state tab, unit, and a search over plate, unit and brand. */
export async function pageCars(tx: Executor, scope: CommunityScope, q: CarListQuery, status?: string) {
  const after = decodeInstantKey(q.lastKey);
  const key = q.q ? plateKeyOf(q.q) : undefined;
  const where = [
    status ? eq(unitCars.status, status as 'APPROVED') : undefined,
    q.unitNo ? eq(units.unitNo, q.unitNo.toUpperCase()) : undefined,
    q.q
      ? or(
          key ? sql`${unitCars.plateKey} like ${containsPattern(key)}` : undefined,
          sql`${units.unitNo} ilike ${containsPattern(q.q)}`,
          sql`${unitCars.brand} ilike ${containsPattern(q.q)}`,
        )
      : undefined,
    after
      ? or(lt(unitCars.createdAt, after[0]), and(eq(unitCars.createdAt, after[0]), lt(unitCars.id, after[1])))
      : undefined,
  ];
  const rows = await selectCars(tx, scope, ...where)
    .orderBy(desc(unitCars.createdAt), desc(unitCars.id))
    .limit(q.limit + 1);
  return pageOf(rows.map(flat), q.limit, (r) => [r.createdAt.toISOString(), r.id]);
}

/** The cars of the units `userId` belongs to, every state. */
export async function carsOfMember(tx: Executor, scope: CommunityScope, userId: string) {
  const mine = tx
    .select({ id: unitMembers.unitId })
    .from(unitMembers)
    .where(scope.owns(unitMembers, eq(unitMembers.userId, userId)));
  const rows = await selectCars(tx, scope, inArray(unitCars.unitId, mine)).orderBy(desc(unitCars.createdAt));
  return rows.map(flat);
}

/** Approved cars of one type in a unit: what the policy's limit counts. */
export async function activeCount(tx: Executor, scope: CommunityScope, unitId: string, type: string) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(unitCars)
    .where(
      scope.owns(
        unitCars,
        eq(unitCars.unitId, unitId),
        eq(unitCars.status, 'APPROVED'),
        eq(unitCars.vehicleType, type as 'CAR'),
      ),
    );
  return row!.n;
}

/** Another approved car with this plate key and province, other than `exceptId`. */
export async function plateTaken(
  tx: Executor,
  scope: CommunityScope,
  plateKey: string,
  province: string,
  exceptId?: string,
) {
  const [row] = await tx
    .select({ id: unitCars.id })
    .from(unitCars)
    .where(
      scope.owns(
        unitCars,
        eq(unitCars.plateKey, plateKey),
        eq(unitCars.province, province),
        eq(unitCars.status, 'APPROVED'),
        exceptId ? sql`${unitCars.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A unit by number, locked: approvals of one unit's cars queue here, so its limit holds. */
export async function lockUnit(tx: Executor, scope: CommunityScope, unitId: string) {
  await tx
    .select({ id: units.id })
    .from(units)
    .where(scope.owns(units, eq(units.id, unitId)))
    .for('update');
}

export async function findUnit(tx: Executor, scope: CommunityScope, unitNo: string) {
  const [u] = await tx
    .select({ id: units.id, unitNo: units.unitNo })
    .from(units)
    .where(scope.owns(units, eq(units.unitNo, unitNo.toUpperCase())));
  return u;
}

/** The caller's role in the unit, or undefined when they do not live there. */
export async function memberRole(tx: Executor, scope: CommunityScope, unitId: string, userId: string) {
  const [m] = await tx
    .select({ role: unitMembers.unitRole })
    .from(unitMembers)
    .where(scope.owns(unitMembers, eq(unitMembers.unitId, unitId), eq(unitMembers.userId, userId)));
  return m?.role;
}

/** The latest sticker of each car (a renewal voids the one before, so the latest is the current). */
export async function latestStickers(tx: Executor, scope: CommunityScope, carIds: string[]) {
  if (carIds.length === 0) return new Map<string, StickerRow>();
  const rows = await tx
    .selectDistinctOn([carStickers.carId])
    .from(carStickers)
    .where(scope.owns(carStickers, inArray(carStickers.carId, carIds)))
    .orderBy(carStickers.carId, desc(carStickers.issuedAt), desc(carStickers.seq));
  return new Map(rows.map((r) => [r.carId, r]));
}

export async function stickersOf(tx: Executor, scope: CommunityScope, carId: string) {
  return tx
    .select()
    .from(carStickers)
    .where(scope.owns(carStickers, eq(carStickers.carId, carId)))
    .orderBy(desc(carStickers.issuedAt), desc(carStickers.seq));
}

/** Voids every live sticker of the car (a renewal, a retirement). */
export async function voidStickers(tx: Executor, scope: CommunityScope, carId: string, at: Date) {
  await tx
    .update(carStickers)
    .set({ voidedAt: at })
    .where(scope.owns(carStickers, eq(carStickers.carId, carId), isNull(carStickers.voidedAt)));
}
