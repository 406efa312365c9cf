import { type LookupHit, plateKeyOf } from '@cc/contracts/car-directory';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client';
import type { CommunityScope } from '../../../platform/db/community-scope';
import { containsPattern } from '../../../platform/http/keyset';
import { unitMembers, units } from '../../../platform/residence/tables';
import { unitCars } from '../tables';
import { findCar, latestStickers } from './car-queries';
import { stickerState } from './car-view';
import { loadPolicy } from './policy-queries';
import { findSticker } from './sticker-queries';
import { tokenIsGenuine, tokenStickerId } from './sticker-token';

const HITS = 20;
const VOID: LookupHit = {
  carID: null,
  unitNo: null,
  plateNo: null,
  province: null,
  vehicleType: null,
  brand: null,
  colour: null,
  stickerNumber: null,
  validUntil: null,
  state: 'VOID',
};

/**
 * The gate's lookup. A scanned QR answers its one sticker, VOID when forged, altered, voided or
 * of a car no longer approved. Typed text answers approved cars whose digit tail is the digits
 * typed, or whose plate key holds the fragment; never a name or a phone number. With `onlyMemberId`
 * (a resident's lookup) only the cars of that person's own units answer; any other car reads as
 * no hit, and another unit's QR as VOID, so a plate never tells a resident a stranger's unit.
 */
export async function lookup(
  tx: Executor,
  scope: CommunityScope,
  q: string,
  now: Date,
  onlyMemberId?: string,
): Promise<LookupHit[]> {
  const stickerId = tokenStickerId(q);
  if (stickerId) {
    const hit = await byToken(tx, scope, q, stickerId, now);
    const mine = !onlyMemberId || !hit.carID || (await ownsCar(tx, scope, hit.carID, onlyMemberId));
    return [mine ? hit : VOID];
  }
  const key = plateKeyOf(q);
  if (!key) return [];
  const rows = await tx
    .select({ car: unitCars, unitNo: units.unitNo })
    .from(unitCars)
    .innerJoin(units, eq(units.id, unitCars.unitId))
    .where(
      scope.owns(
        unitCars,
        eq(unitCars.status, 'APPROVED'),
        onlyMemberId
          ? inArray(
              unitCars.unitId,
              tx
                .select({ id: unitMembers.unitId })
                .from(unitMembers)
                .where(scope.owns(unitMembers, eq(unitMembers.userId, onlyMemberId))),
            )
          : undefined,
        /^\d+$/.test(key)
          ? or(eq(unitCars.digits, key), sql`${unitCars.digits} like ${`${key}%`}`)
          : sql`${unitCars.plateKey} like ${containsPattern(key)}`,
      ),
    )
    .orderBy(sql`${unitCars.digits} <> ${key}`, asc(unitCars.plateKey))
    .limit(HITS);
  const stickers = await latestStickers(
    tx,
    scope,
    rows.map((r) => r.car.id),
  );
  return rows.map(({ car, unitNo }) => {
    const s = stickers.get(car.id);
    return {
      carID: car.id,
      unitNo,
      plateNo: car.plateNo,
      province: car.province,
      vehicleType: car.vehicleType,
      brand: car.brand,
      colour: car.colour,
      stickerNumber: s?.number ?? null,
      validUntil: s?.validUntil.toISOString() ?? null,
      state: stickerState(s, car.status, now),
    };
  });
}

async function ownsCar(tx: Executor, scope: CommunityScope, carId: string, userId: string) {
  const [row] = await tx
    .select({ id: unitCars.id })
    .from(unitCars)
    .innerJoin(unitMembers, eq(unitMembers.unitId, unitCars.unitId))
    .where(scope.owns(unitCars, eq(unitCars.id, carId), eq(unitMembers.userId, userId)));
  return row !== undefined;
}

async function byToken(tx: Executor, scope: CommunityScope, q: string, stickerId: string, now: Date) {
  const sticker = await findSticker(tx, scope, stickerId);
  if (!sticker) return VOID;
  const { secret } = await loadPolicy(tx, scope);
  if (!tokenIsGenuine(q, secret, sticker.carId)) return VOID;
  const car = (await findCar(tx, scope, sticker.carId))!;
  return {
    carID: car.id,
    unitNo: car.unitNo,
    plateNo: car.plateNo,
    province: car.province,
    vehicleType: car.vehicleType,
    brand: car.brand,
    colour: car.colour,
    stickerNumber: sticker.number,
    validUntil: sticker.validUntil.toISOString(),
    state: stickerState(sticker, car.status, now),
  } satisfies LookupHit;
}
