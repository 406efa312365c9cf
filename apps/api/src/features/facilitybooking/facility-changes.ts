import { randomUUID } from 'node:crypto';
import { type FacilityPreference, PHOTOS_MAX } from '@cc/contracts/facilitybooking';
import type { FacilityFields } from '@cc/contracts/facilitybooking-inputs';
import { recordAudit } from '../../platform/audit/record-audit';
import { cancelHeld } from './booking-moves';
import { holdingOverlapping } from './booking-queries';
import type { BookingWork } from './booking-work';
import { findFacility, insertFacility, updateFacilityRow } from './facility-queries';
import { columnsOf, type FacilityRow } from './facility-view';
import { savePreferenceRow } from './preference-queries';
import { badRequest, conflict, notFound } from './refusals';

function checkRules(f: Pick<FacilityRow, 'capacity' | 'maxPeople'>) {
  if (f.capacity > 1 && f.maxPeople > f.capacity)
    throw badRequest('MAX_PEOPLE_OVER_CAPACITY', { maxPeople: f.maxPeople, capacity: f.capacity });
}

export async function createFacility(w: BookingWork, fields: FacilityFields) {
  checkRules(fields);
  return insertFacility(w.tx, w.scope, columnsOf(fields), w.userId);
}

/**
 * Changes a facility. Its row is locked for update, so bookings in flight finish under the old
 * rules and later ones read the new; bookings already made keep their slot, price and deposit.
 */
export async function updateFacility(w: BookingWork, id: string, fields: Partial<FacilityFields>) {
  const before = await findFacility(w.tx, w.scope, id, 'update');
  const values = columnsOf(fields);
  checkRules({
    capacity: values.capacity ?? before.capacity,
    maxPeople: values.maxPeople ?? before.maxPeople,
  });
  return updateFacilityRow(w.tx, w.scope, id, values);
}

/** Archives a facility; its bookings still to come are cancelled with notice, or the archive refused. */
export async function archiveFacility(
  w: BookingWork,
  id: string,
  futureBookings: 'CANCEL' | 'REFUSE',
  reason?: string,
) {
  const f = await findFacility(w.tx, w.scope, id, 'update');
  if (f.archivedAt) throw conflict('ALREADY_ARCHIVED');
  const coming = await holdingOverlapping(w.tx, w.scope, f.id, w.now, null);
  if (coming.length && futureBookings === 'REFUSE')
    throw conflict('FUTURE_BOOKINGS', { facility: f.name, count: coming.length });
  for (const b of coming) await cancelHeld(w, b, reason ?? f.name, 'FACILITY_CLOSED');
  const row = await updateFacilityRow(w.tx, w.scope, id, { archivedAt: w.now });
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'facility.archive',
    target: f.id,
    after: { name: f.name, cancelledBookings: coming.length },
  });
  return { row, cancelled: coming.length };
}

export async function addPhoto(w: BookingWork, id: string, save: () => Promise<string>) {
  const f = await findFacility(w.tx, w.scope, id, 'update');
  if (f.photos.length >= PHOTOS_MAX) throw conflict('TOO_MANY_PHOTOS', { max: PHOTOS_MAX });
  const key = await save();
  return updateFacilityRow(w.tx, w.scope, id, { photos: [...f.photos, { photoID: randomUUID(), key }] });
}

/** Drops a photo from the facility; answers the stored key to delete once committed. */
export async function dropPhoto(w: BookingWork, id: string, photoId: string) {
  const f = await findFacility(w.tx, w.scope, id, 'update');
  const photo = f.photos.find((p) => p.photoID === photoId);
  if (!photo) throw notFound('PHOTO_NOT_FOUND');
  const row = await updateFacilityRow(w.tx, w.scope, id, {
    photos: f.photos.filter((p) => p.photoID !== photoId),
  });
  return { row, droppedKey: photo.key };
}

export async function savePreference(w: BookingWork, p: FacilityPreference) {
  await savePreferenceRow(w.tx, w.scope, p);
  await recordAudit(w.tx, {
    communityId: w.scope.communityId,
    actorUserId: w.userId,
    actor: w.actor,
    action: 'facility.preference',
    before: w.preference,
    after: p,
  });
  return p;
}
