import { localDate } from '../../../platform/time/zone-clock';
import { audit, stateWord } from './car-audit';
import { findCars, latestStickers, voidStickers } from './car-queries';
import { carFor } from './car-reads';
import { stickerState } from './car-view';
import type { CarWork } from './car-work';
import { loadPolicy } from './policy-queries';
import { conflict } from './refusals';
import { nextStickerSeq } from './sticker-queries';
import { signSticker } from './sticker-token';
import { carStickers } from './tables';

/** The Buddhist year of `now` in the community's zone (2026 -> 2569). */
export const buddhistYear = (now: Date, timeZone: string) =>
  Number(localDate(now, timeZone).slice(0, 4)) + 543;

function monthsLater(from: Date, months: number) {
  const d = new Date(from);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d;
}

/**
 * Issues (or renews) an approved car's sticker: the next number of this Buddhist year, valid
 * for the policy's months, the sticker before it void. Answers what the sheet prints.
 */
export async function issueSticker(w: CarWork, carId: string) {
  const car = await carFor(w, carId, true);
  if (car.status !== 'APPROVED') throw conflict('CAR_NOT_APPROVED', { state: stateWord(car.status) });
  const { policy, secret } = await loadPolicy(w.tx, w.scope);
  const yearBe = buddhistYear(w.now, w.timeZone);
  const seq = await nextStickerSeq(w.tx, w.scope, yearBe);
  const number = `${policy.stickerPrefix}${yearBe}-${String(seq).padStart(policy.stickerDigits, '0')}`;
  await voidStickers(w.tx, w.scope, carId, w.now);
  const [s] = await w.tx
    .insert(carStickers)
    .values({
      communityId: w.scope.communityId,
      carId,
      yearBe,
      seq,
      number,
      issuedAt: w.now,
      issuedBy: w.userId,
      validUntil: monthsLater(w.now, policy.stickerValidMonths),
    })
    .returning();
  await audit(w, 'car.sticker', carId, { number, validUntil: s!.validUntil.toISOString() });
  return { car, sticker: s!, token: signSticker(secret, s!.id, carId) };
}

/** The current stickers of the given cars, signed, for the A4 sheet (cars without one are left out). */
export async function stickerSheet(w: CarWork, carIds: string[]) {
  const cars = await findCars(w.tx, w.scope, carIds);
  const stickers = await latestStickers(
    w.tx,
    w.scope,
    cars.map((c) => c.id),
  );
  const { secret } = await loadPolicy(w.tx, w.scope);
  return cars.flatMap((car) => {
    const s = stickers.get(car.id);
    if (!s) return [];
    return [printable(car, s, signSticker(secret, s.id, car.id), w.now)];
  });
}

export function printable(
  car: { id: string; plateNo: string; province: string; unitNo: string; status: string },
  s: typeof carStickers.$inferSelect,
  token: string,
  now: Date,
) {
  return {
    stickerID: s.id,
    number: s.number,
    issuedAt: s.issuedAt.toISOString(),
    validUntil: s.validUntil.toISOString(),
    state: stickerState(s, car.status, now),
    token,
    carID: car.id,
    plateNo: car.plateNo,
    province: car.province,
    unitNo: car.unitNo,
  };
}
