import type { Car } from '@cc/contracts/car-directory';
import { type CarRow, findCar, latestStickers } from './car-queries';
import { toCar } from './car-view';
import type { CarWork } from './car-work';
import { notFound } from './refusals';

/** Rows as the API answers them, each with its current sticker (one query for all). */
export async function withStickers(w: Pick<CarWork, 'tx' | 'scope' | 'now'>, rows: CarRow[]): Promise<Car[]> {
  const stickers = await latestStickers(
    w.tx,
    w.scope,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toCar(r, stickers.get(r.id), w.now));
}

/** One car the caller may see: staff any, anyone else only their own units' (else not found). */
export async function carFor(w: CarWork, carId: string, lock = false) {
  const car = await findCar(w.tx, w.scope, carId, lock);
  if (!car) throw notFound('CAR_RECORD_NOT_FOUND');
  return car;
}

export async function answerCar(w: CarWork, carId: string) {
  const [car] = await withStickers(w, [(await findCar(w.tx, w.scope, carId))!]);
  return car!;
}
