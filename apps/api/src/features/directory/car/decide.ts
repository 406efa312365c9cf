import type { VehicleType } from '@cc/contracts/car-directory';
import { eq } from 'drizzle-orm';
import { unitCars } from '../tables';
import { audit, stateWord } from './car-audit';
import { activeCount, lockUnit, memberRole, voidStickers } from './car-queries';
import { carFor } from './car-reads';
import type { CarWork } from './car-work';
import { loadPolicy } from './policy-queries';
import { conflict, forbidden } from './refusals';

const TYPE_WORDS = { CAR: 'cars', MOTORCYCLE: 'motorcycles' } as const;

/**
 * Refuses when the unit already holds its policy's number of approved vehicles of the type.
 * The unit's row is locked first, so approvals for one unit queue and the count they read is
 * the count they leave (20 requests at once, limit 2: exactly 2 approved).
 */
export async function assertLimit(w: CarWork, unitId: string, unitNo: string, type: VehicleType) {
  await lockUnit(w.tx, w.scope, unitId);
  const { policy } = await loadPolicy(w.tx, w.scope);
  const limit = policy.limits[type];
  if ((await activeCount(w.tx, w.scope, unitId, type)) >= limit)
    throw conflict('CAR_LIMIT_REACHED', { unitNo, limit, type: TYPE_WORDS[type] });
}

/** The car, locked, if it still waits: of two staff deciding at once, the second gets 409. */
async function waiting(w: CarWork, carId: string) {
  const car = await carFor(w, carId, true);
  if (car.status !== 'WAITING') throw conflict('CAR_NOT_WAITING', { state: stateWord(car.status) });
  return car;
}

export async function approveCar(w: CarWork, carId: string) {
  const car = await waiting(w, carId);
  await assertLimit(w, car.unitId, car.unitNo, car.vehicleType);
  await w.tx
    .update(unitCars)
    .set({ status: 'APPROVED', decidedBy: w.userId, decidedAt: w.now, updatedAt: w.now })
    .where(w.scope.owns(unitCars, eq(unitCars.id, carId)));
  await audit(w, 'car.approve', carId, { unitNo: car.unitNo });
}

export async function rejectCar(w: CarWork, carId: string, reason: string) {
  await waiting(w, carId);
  await w.tx
    .update(unitCars)
    .set({ status: 'REJECTED', reason, decidedBy: w.userId, decidedAt: w.now, updatedAt: w.now })
    .where(w.scope.owns(unitCars, eq(unitCars.id, carId)));
  await audit(w, 'car.reject', carId, { reason });
}

/**
 * Withdraws a waiting request (its unit's residents or staff) or retires an approved car (its
 * residents or staff): the row stays, cancelled with its reason, and its stickers turn void.
 */
export async function cancelCar(w: CarWork, carId: string, reason: string | undefined) {
  const car = await carFor(w, carId, true);
  if (!w.isStaff && !(await memberRole(w.tx, w.scope, car.unitId, w.userId)))
    throw forbidden('CAR_NOT_YOURS');
  if (car.status !== 'WAITING' && car.status !== 'APPROVED')
    throw conflict('CAR_ALREADY_CLOSED', { state: stateWord(car.status) });
  await w.tx
    .update(unitCars)
    .set({
      status: 'CANCELLED',
      reason: reason ?? null,
      decidedBy: w.userId,
      decidedAt: w.now,
      updatedAt: w.now,
    })
    .where(w.scope.owns(unitCars, eq(unitCars.id, carId)));
  await voidStickers(w.tx, w.scope, carId, w.now);
  await audit(w, car.status === 'APPROVED' ? 'car.retire' : 'car.cancel', carId, { reason: reason ?? null });
}
