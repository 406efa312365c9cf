import { randomInt } from 'node:crypto';
import type { CheckinInput } from '@cc/contracts/vms-inputs';
import type { VisitDetail } from '@cc/contracts/vms-records';
import { checkCheckinRules, hasFacePhoto } from './checkin-rules';
import { IdDocumentError, protectIdDocument } from './id-document';
import { badRequest, notFound } from './refusals';
import { loadAdminSettings } from './setting-queries';
import { loadGate } from './settings-queries';
import { findVisit, insertVisit, unitExists, visitByClientId } from './visit-queries';
import { toDetail } from './visit-view';
import type { VmsWork } from './vms-work';

/** No 0/O or 1/I: a guard reads the slip code aloud or types it from paper. */
const SLIP_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const newSlipCode = () =>
  Array.from({ length: 6 }, () => SLIP_ALPHABET[randomInt(SLIP_ALPHABET.length)]).join('');

export interface CheckedIn {
  visit: VisitDetail;
  /** False for a resend of a check-in already stored: nothing new happened, nobody is told again. */
  created: boolean;
}

/** A walk-in enters. The ID number is turned into type, last four and keyed hash before anything is stored. */
export async function checkin(w: VmsWork, input: CheckinInput): Promise<CheckedIn> {
  const gate = await loadGate(w);
  if (input.clientID) {
    const earlier = await visitByClientId(w, input.clientID);
    if (earlier) return { visit: await toDetail(w, earlier, gate.overstayMinutes), created: false };
  }
  checkCheckinRules(await loadAdminSettings(w), input, hasFacePhoto(input), w.isStaff);
  if (!(await unitExists(w, input.unitID))) throw notFound('VMS_UNIT_NOT_FOUND');
  let id = null;
  if (input.idDocument) {
    try {
      id = protectIdDocument(gate.secret, input.idDocument);
    } catch (err) {
      if (err instanceof IdDocumentError && err.code === 'INVALID_ID_NUMBER')
        throw badRequest('VMS_INVALID_ID_NUMBER');
      throw err;
    }
  }
  const visitId = await insertVisit(w, {
    clientId: input.clientID ?? null,
    slipCode: newSlipCode(),
    name: input.name,
    phone: input.phone ?? null,
    visitorType: input.visitorType,
    vehicleType: input.vehicleType,
    plate: input.vehicleType ? (input.plate?.toUpperCase() ?? null) : (input.plate ?? null),
    province: input.province ?? null,
    unitId: input.unitID,
    purpose: input.purpose ?? null,
    idType: id?.type ?? null,
    idLast4: id?.last4 ?? null,
    idHash: id?.hash ?? null,
    badge: input.badge ?? null,
    checkedInAt: w.now,
    checkedInBy: w.userId,
  });
  // A resend that raced the first send past the lookup: the first one's row stands.
  const row = visitId ? await findVisit(w, visitId) : await visitByClientId(w, input.clientID!);
  return { visit: await toDetail(w, row!, gate.overstayMinutes), created: !!visitId };
}
