import type { CarCreate, CarUpdate } from '@cc/contracts/car-directory';
import { eq } from 'drizzle-orm';
import { unitCars } from '../tables';
import { audit, stateWord } from './car-audit';
import { findUnit, memberRole, plateTaken } from './car-queries';
import { carFor } from './car-reads';
import type { CarWork } from './car-work';
import { assertLimit } from './decide';
import { attachDocuments, checkDocuments, documentsOfCar } from './documents';
import { carColumns, plateColumns } from './plate';
import { loadPolicy } from './policy-queries';
import { conflict, forbidden, notFound } from './refusals';

/** The unit a caller may register to: staff any unit; a resident their own, as the policy allows. */
async function unitFor(w: CarWork, unitNo: string) {
  const unit = await findUnit(w.tx, w.scope, unitNo);
  if (w.isStaff) {
    if (!unit) throw notFound('CAR_UNIT_UNKNOWN', { unitNo });
    return unit;
  }
  const { policy } = await loadPolicy(w.tx, w.scope);
  if (policy.whoMayRegister === 'STAFF_ONLY') throw forbidden('CAR_STAFF_ONLY');
  const role = unit ? await memberRole(w.tx, w.scope, unit.id, w.userId) : undefined;
  if (!unit || !role) throw forbidden('CAR_NOT_YOURS');
  if (policy.whoMayRegister === 'OWNER' && role !== 'OWNER') throw forbidden('CAR_OWNERS_ONLY');
  return unit;
}

async function refuseTakenPlate(w: CarWork, plateNo: string, provinceCode: string, exceptId?: string) {
  const cols = plateColumns(plateNo, provinceCode);
  if (await plateTaken(w.tx, w.scope, cols.plateKey, cols.province, exceptId))
    throw conflict('CAR_PLATE_TAKEN', { plateNo: cols.plateNo, province: cols.province });
}

/**
 * A new car: a request that waits (`walkIn` false), or the office's walk-in registration,
 * approved at once within the unit's limit. A resident's request carries the papers the policy
 * requires (documents.ts); the walk-in may come without, as the office sees them at the desk.
 * Answers the new car's id.
 */
export async function createCar(w: CarWork, input: CarCreate, walkIn: boolean) {
  const unit = await unitFor(w, input.unitNo);
  await refuseTakenPlate(w, input.plateNo, input.provinceCode);
  if (walkIn) await assertLimit(w, unit.id, unit.unitNo, input.vehicleType);
  const docs = await checkDocuments(w, input.documents);
  const [car] = await w.tx
    .insert(unitCars)
    .values({
      communityId: w.scope.communityId,
      unitId: unit.id,
      ...carColumns(input),
      status: walkIn ? 'APPROVED' : 'WAITING',
      requestedBy: w.userId,
      decidedBy: walkIn ? w.userId : null,
      decidedAt: walkIn ? w.now : null,
    })
    .returning({ id: unitCars.id });
  const { documents: _, ...fields } = input;
  await audit(w, walkIn ? 'car.walk-in' : 'car.request', car!.id, { ...fields, unitNo: unit.unitNo });
  await attachDocuments(w, car!.id, docs);
  return car!.id;
}

/**
 * Corrects a car: a waiting request (its requester's unit, or staff), or an approved car
 * (staff, via car-management/update). The plate stays unique among active cars.
 */
export async function updateCar(w: CarWork, input: CarUpdate, allowed: 'WAITING' | 'APPROVED') {
  const car = await carFor(w, input.carID, true);
  if (!w.isStaff && !(await memberRole(w.tx, w.scope, car.unitId, w.userId)))
    throw forbidden('CAR_NOT_YOURS');
  if (car.status !== allowed)
    throw conflict(allowed === 'WAITING' ? 'CAR_NOT_WAITING' : 'CAR_NOT_APPROVED', {
      state: stateWord(car.status),
    });
  const current = await documentsOfCar(w, car.id);
  const docs = await checkDocuments(w, input.documents, current);
  const plateNo = input.plateNo ?? car.plateNo;
  const provinceCode = input.provinceCode ?? car.provinceCode;
  const plate = provinceCode ? plateColumns(plateNo, provinceCode) : {};
  if (provinceCode && (input.plateNo || input.provinceCode))
    await refuseTakenPlate(w, plateNo, provinceCode, car.id);
  const changes = {
    ...(input.plateNo || input.provinceCode ? plate : {}),
    ...(input.vehicleType ? { vehicleType: input.vehicleType } : {}),
    ...(input.brand !== undefined ? { brand: input.brand } : {}),
    ...(input.model !== undefined ? { model: input.model } : {}),
    ...(input.colour !== undefined ? { colour: input.colour } : {}),
  };
  if (input.vehicleType && input.vehicleType !== car.vehicleType && car.status === 'APPROVED')
    await assertLimit(w, car.unitId, car.unitNo, input.vehicleType);
  await w.tx
    .update(unitCars)
    .set({ ...changes, updatedAt: w.now })
    .where(w.scope.owns(unitCars, eq(unitCars.id, car.id)));
  await audit(w, 'car.update', car.id, { before: pick(car, Object.keys(changes)), after: changes });
  await attachDocuments(w, car.id, docs, current);
}

const pick = (o: object, keys: string[]) =>
  Object.fromEntries(Object.entries(o).filter(([k]) => keys.includes(k)));
