import type { officeCreateSchema } from '@cc/contracts/repair-inputs';
import { REPAIR_PHOTOS_MAX } from '@cc/contracts/repair-records';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from './refusals';
import { scheduleSlaChecks, tellAboutMove } from './repair-jobs';
import type { RepairWork } from './repair-work';
import { insertRequest, recordEvent, residentOf, unitOf } from './request-queries';
import { findCategory, nextRequestNo } from './setting-queries';
import type { StoredPhoto } from './tables';
import { addWorkingHours } from './working-time';

type NewRequest = z.output<typeof officeCreateSchema>;

/** What the search box matches: number, unit, requester, phone and the description, lower-cased. */
export const searchTextOf = (r: {
  no: number;
  unitNo: string;
  name: string;
  phone: string | null;
  description: string;
}) => [r.no, r.unitNo, r.name, r.phone ?? '', r.description].join(' ').toLowerCase();

/**
 * Files a request for a unit: a resident for a unit they live in, the office for any (naming the
 * resident who asked, or a name and phone taken at the desk). It gets the next number and its
 * accept deadline in working hours, and the office is told.
 */
export async function fileRequest(w: RepairWork, input: NewRequest, photos: StoredPhoto[]) {
  if (photos.length > REPAIR_PHOTOS_MAX)
    throw badRequest('REPAIR_TOO_MANY_PHOTOS', { max: REPAIR_PHOTOS_MAX });
  const unit = await unitOf(w.tx, w.scope, input.unitID);
  const category = await findCategory(w.tx, w.scope, input.categoryID);
  if (!category) throw notFound('REPAIR_CATEGORY_NOT_FOUND');
  if (!category.active) throw conflict('REPAIR_CATEGORY_RETIRED', { name: category.name });
  const requesterId = w.isOffice ? input.requesterUserID : w.userId;
  const requester = requesterId ? await residentOf(w.tx, w.scope, input.unitID, requesterId) : undefined;
  if (!w.isOffice && !requester) throw forbidden('REPAIR_NOT_YOUR_UNIT');
  if (input.requesterUserID && !requester)
    throw badRequest('REPAIR_REQUESTER_NOT_RESIDENT', { unitNo: unit.unitNo });
  const name = requester?.name ?? input.requesterName ?? '';
  const phone = requester?.phone ?? input.requesterPhone ?? null;
  const no = await nextRequestNo(w.tx, w.scope);
  const acceptDueAt = addWorkingHours(w.working, w.now, category.acceptHours);
  const row = await insertRequest(w.tx, {
    communityId: w.scope.communityId,
    no,
    unitId: input.unitID,
    unitNo: unit.unitNo,
    buildingName: unit.buildingName,
    requesterUserId: requester?.userId ?? null,
    requesterName: name,
    requesterPhone: phone,
    categoryId: category.id,
    description: input.description,
    preferredTimes: input.preferredTimes || null,
    mayEnterWhenAbsent: input.mayEnterWhenAbsent,
    photos,
    state: 'NEW',
    acceptDueAt,
    searchText: searchTextOf({ no, unitNo: unit.unitNo, name, phone, description: input.description }),
  });
  await recordEvent(w.tx, w.scope, {
    requestId: row.id,
    action: 'create',
    fromState: null,
    toState: 'NEW',
    by: w.userId,
    byName: name,
    text: input.description,
    photos,
    shownToResident: true,
  });
  await scheduleSlaChecks(w, row.id, [acceptDueAt]);
  await tellAboutMove(w, row, 'create', null);
  return row;
}
