import { STAMPS_PER_STAY_MAX } from '@cc/contracts/vms-fee';
import type { VisitDetail } from '@cc/contracts/vms-records';
import { conflict, forbidden, notFound } from './refusals';
import { loadGate } from './settings-queries';
import { addStamp, cancelStamp, findStamp, findVisit, lockVisit } from './visit-queries';
import { toDetail } from './visit-view';
import type { VmsWork } from './vms-work';

/**
 * One stamp on a visit still inside, by gate staff or a resident of the visit's unit (findVisit
 * answers anyone else's visit as unknown). The visit's row is locked while stamps are counted,
 * so two stamps at once never pass the limit together.
 */
export async function stampVisit(w: VmsWork, visitId: string): Promise<VisitDetail> {
  const seen = await findVisit(w, visitId);
  await lockVisit(w, seen.id);
  const visit = await findVisit(w, visitId);
  if (visit.checkedOutAt) throw conflict('VMS_ALREADY_OUT');
  if (visit.stamps >= STAMPS_PER_STAY_MAX)
    throw conflict('VMS_TOO_MANY_STAMPS', { max: STAMPS_PER_STAY_MAX });
  await addStamp(w, visit.id);
  const gate = await loadGate(w);
  return toDetail(w, await findVisit(w, visit.id), gate.overstayMinutes);
}

/** Takes a stamp back while the visitor is inside: the resident who gave it, or gate staff. */
export async function unstamp(w: VmsWork, stampId: string): Promise<VisitDetail> {
  const stamp = await findStamp(w, stampId);
  if (!stamp) throw notFound('VMS_STAMP_NOT_FOUND');
  // The visit read as the caller may see it: a stamp on someone else's visit is no stamp of theirs.
  const visit = await findVisit(w, stamp.visitId).catch(() => {
    throw notFound('VMS_STAMP_NOT_FOUND');
  });
  if (!w.isGate && stamp.stampedBy !== w.userId) throw forbidden('VMS_STAMP_NOT_YOURS');
  if (visit.checkedOutAt) throw conflict('VMS_ALREADY_OUT');
  if (!(await cancelStamp(w, stamp.id))) throw conflict('VMS_STAMP_CANCELLED');
  const gate = await loadGate(w);
  return toDetail(w, await findVisit(w, visit.id), gate.overstayMinutes);
}
