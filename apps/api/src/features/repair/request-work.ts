import type { quoteSchema } from '@cc/contracts/repair-inputs';
import { REVIEW_DAYS } from '@cc/contracts/repair-records';
import type { z } from 'zod';
import { assertMove, moveRequest, requestFor } from './moves';
import { badRequest, conflict, notFound, phrase } from './refusals';
import type { RepairWork } from './repair-work';
import { type RequestRow, releaseAppointment, updateRequest } from './request-queries';
import { bookVisit } from './schedule';
import { priceRows } from './setting-queries';
import type { StoredPhoto, StoredQuoteLine } from './tables';

/** The office's quote: price-list lines at the list's price, free lines at theirs, total in satang. */
export async function quoteRequest(w: RepairWork, input: z.output<typeof quoteSchema>) {
  const prices = new Map((await priceRows(w.tx, w.scope)).map((p) => [p.id, p]));
  const lines: StoredQuoteLine[] = input.lines.map((l) => {
    const item = l.itemID ? prices.get(l.itemID) : undefined;
    if (l.itemID && !item?.active) throw notFound('REPAIR_ITEM_NOT_FOUND', { item: l.itemID });
    const unitPriceSatang = l.unitPriceSatang ?? item!.priceSatang;
    return {
      itemID: item?.id ?? null,
      name: l.name || item!.name,
      unit: l.unit || item?.unit || 'รายการ',
      quantity: l.quantity,
      unitPriceSatang,
      // Quantities have two decimals at most: the product is rounded to the satang once.
      amountSatang: Math.round(unitPriceSatang * l.quantity),
    };
  });
  const total = lines.reduce((sum, l) => sum + l.amountSatang, 0);
  return moveRequest(w, input.requestID, 'quote', {
    change: { quoteLines: lines, quoteTotalSatang: total, quoteNote: input.note || null, quotedAt: w.now },
    text: input.note || null,
  });
}

/** Books (or moves) the visit; the state becomes SCHEDULED. */
export async function scheduleRequest(
  w: RepairWork,
  requestId: string,
  startsAt: Date,
  technicianId?: string,
) {
  const row = await requestFor(w, requestId, true);
  // The move is checked before a technician is taken, so a request that cannot be scheduled is
  // told so, not that the slot is full.
  assertMove(row, 'schedule');
  const { slot, technicianId: booked } = await bookVisit(w, row, startsAt, technicianId);
  return moveRequest(w, requestId, 'schedule', {
    change: { appointmentStartsAt: slot.startsAt, appointmentEndsAt: slot.endsAt, technicianId: booked },
  });
}

export const addProgress = (w: RepairWork, requestId: string, note: string, photos: StoredPhoto[]) =>
  moveRequest(w, requestId, 'progress', { text: note, photos, shownToResident: true });

export const requestClose = (
  w: RepairWork,
  requestId: string,
  d: { note?: string; collectedSatang: number; method: RequestRow['paymentMethod'] },
  photos: StoredPhoto[],
) =>
  moveRequest(w, requestId, 'requestClose', {
    change: {
      closeNote: d.note || null,
      closePhotos: photos,
      collectedSatang: d.collectedSatang,
      paymentMethod: d.method,
    },
    text: d.note || null,
    photos,
  });

/** The resident confirms the work, or says it is not fixed (it goes back to in progress). */
export const confirmClose = (w: RepairWork, requestId: string, fixed: boolean, note?: string) =>
  fixed
    ? moveRequest(w, requestId, 'confirmClose', { text: note || null })
    : moveRequest(w, requestId, 'notFixed', { text: note || null, change: { closeRequestedAt: null } });

export async function reviewRequest(
  w: RepairWork,
  requestId: string,
  stars: number,
  comment: string | undefined,
  photo?: StoredPhoto,
) {
  const row = await requestFor(w, requestId);
  if (row.closedAt && w.now.getTime() - row.closedAt.getTime() > REVIEW_DAYS * 24 * 3_600_000)
    throw conflict('REPAIR_REVIEW_TOO_LATE', { days: REVIEW_DAYS });
  return moveRequest(w, requestId, 'review', {
    change: {
      reviewStars: stars,
      reviewComment: comment || null,
      reviewPhoto: photo ?? null,
      reviewedAt: w.now,
    },
    text: comment || null,
    photos: photo ? [photo] : [],
  });
}

/** The resident cancels before any visit; the booked technician is freed. */
export async function cancelRequest(w: RepairWork, requestId: string) {
  const row = await requestFor(w, requestId, true);
  if (row.firstVisitAt)
    throw conflict('REPAIR_MOVE', {
      no: row.no,
      state: phraseState(row.state),
      target: phraseState('CANCELLED'),
    });
  await releaseAppointment(w.tx, w.scope, row.id);
  return moveRequest(w, requestId, 'cancel');
}

export async function forceClose(w: RepairWork, requestId: string, reason: string) {
  await releaseAppointment(w.tx, w.scope, requestId);
  return moveRequest(w, requestId, 'forceClose', { change: { reason }, reason });
}

/** A duplicate goes from the lists; its record stays with the reason and what it duplicated. */
export async function deleteRequest(w: RepairWork, requestId: string, reason: string, duplicateOf?: string) {
  if (duplicateOf === requestId) throw badRequest('REPAIR_DUPLICATE_OF_ITSELF');
  if (duplicateOf) await requestFor(w, duplicateOf);
  const row = await moveRequest(w, requestId, 'delete', { reason });
  await releaseAppointment(w.tx, w.scope, requestId);
  return updateRequest(w.tx, w.scope, row.id, {
    deletedAt: w.now,
    deletedReason: reason,
    duplicateOf: duplicateOf ?? null,
  });
}

const phraseState = (s: RequestRow['state']) => phrase(`REPAIR_STATE_${s}`);
