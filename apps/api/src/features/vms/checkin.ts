import { randomInt } from 'node:crypto';
import type { CheckinInput } from '@cc/contracts/vms-inputs';
import type { VisitDetail } from '@cc/contracts/vms-records';
import { checkCheckinRules } from './checkin-rules';
import { IdDocumentError, protectIdDocument } from './id-document';
import { passForCheckin, useEntry } from './pass-use';
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

const plateOf = (vehicle: CheckinInput['vehicleType'], plate: string | undefined) =>
  vehicle ? (plate?.toUpperCase() ?? null) : (plate ?? null);

export interface CheckedIn {
  visit: VisitDetail;
  /** False for a resend of a check-in already stored: nothing new happened, nobody is told again. */
  created: boolean;
}

/** Private file keys of the photos the gate took, already stored. */
export interface CheckinPhotos {
  face?: string;
  plate?: string;
}

/**
 * A visitor enters, walking in or by pass. The ID number is turned into type, last four and
 * keyed hash before anything is stored. By pass, the name and unit are the pass's, and the
 * visit takes one of its entries in this transaction: if none is left (another gate took the
 * last one), the whole check-in is refused and nothing is stored.
 */
export async function checkin(
  w: VmsWork,
  input: CheckinInput,
  photos: CheckinPhotos = {},
): Promise<CheckedIn> {
  const gate = await loadGate(w);
  if (input.clientID) {
    const earlier = await visitByClientId(w, input.clientID);
    if (earlier) return { visit: await toDetail(w, earlier, gate.overstayMinutes), created: false };
  }
  const pass = input.passToken ? await passForCheckin(w, input.passToken, gate.secret) : null;
  const unitId = pass?.unitId ?? input.unitID!;
  const visitorType = input.visitorType ?? 'GUEST';
  const plate = input.plate ?? pass?.plate ?? undefined;
  checkCheckinRules(await loadAdminSettings(w), { ...input, visitorType, plate }, !!photos.face, w.isStaff);
  if (!pass && !(await unitExists(w, unitId))) throw notFound('VMS_UNIT_NOT_FOUND');
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
  const visitId = await insertWithFreshSlip(w, {
    clientId: input.clientID ?? null,
    name: pass?.guestName ?? input.name!,
    phone: input.phone ?? pass?.phone ?? null,
    visitorType,
    vehicleType: input.vehicleType,
    plate: plateOf(input.vehicleType, plate),
    province: input.province ?? pass?.province ?? null,
    unitId,
    purpose: input.purpose ?? null,
    idType: id?.type ?? null,
    idLast4: id?.last4 ?? null,
    idHash: id?.hash ?? null,
    badge: input.badge ?? null,
    checkedInAt: w.now,
    checkedInBy: w.userId,
    passId: pass?.id ?? null,
    facePhoto: photos.face ?? null,
    platePhoto: photos.plate ?? null,
  });
  if (visitId && pass) await useEntry(w, pass);
  // A resend that raced the first send past the lookup: the first one's row stands.
  const row = visitId ? await findVisit(w, visitId) : await visitByClientId(w, input.clientID!);
  return { visit: await toDetail(w, row!, gate.overstayMinutes), created: !!visitId };
}

/** Draws before giving up: with a million visits one draw in about a thousand is taken, five in a row never. */
const SLIP_DRAWS = 5;

type NewVisit = Omit<Parameters<typeof insertVisit>[1], 'slipCode'>;

/**
 * Stores the visit under a slip code no other visit of the community holds. A code already
 * taken (the codes are short enough to type, so a big community meets one now and then) is
 * drawn again; a resend's `clientID` already stored answers undefined at once, as before.
 */
export async function insertWithFreshSlip(w: VmsWork, values: NewVisit, draw = newSlipCode) {
  for (let i = 0; i < SLIP_DRAWS; i++) {
    const id = await insertVisit(w, { ...values, slipCode: draw() });
    if (id) return id;
    if (values.clientId && (await visitByClientId(w, values.clientId))) return undefined;
  }
  throw new Error(`no free slip code after ${SLIP_DRAWS} draws`);
}
