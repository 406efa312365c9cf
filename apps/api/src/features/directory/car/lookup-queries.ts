import { type LookupHit, plateKeyOf } from '@cc/contracts/car-directory';
import { asc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/client';
import type { CommunityScope } from '../../../platform/db/community-scope';
import { containsPattern } from '../../../platform/http/keyset';
import { units } from '../../../platform/residence/tables';
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
 * typed, or whose plate key holds the fragment; never a name or a phone number.
 */
export async function lookup(
  tx: Executor,
  scope: CommunityScope,
  q: string,
  now: Date,
): Promise<LookupHit[]> {
  const stickerId = tokenStickerId(q);
  if (stickerId) return [await byToken(tx, scope, q, stickerId, now)];
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
