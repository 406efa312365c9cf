import { CHECK_IN_EARLY_MINUTES } from '@cc/contracts/facilitybooking';
import { userNameOf } from '../../platform/auth/user-names';
import type { Executor } from '../../platform/db/client';
import type { CommunityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import { scheduleReminder, tellAbout } from './booking-jobs';
import {
  findBooking,
  findBookingByCode,
  lockedBookingOrNone,
  recordHistory,
  unitRoleOf,
  updateBooking,
} from './booking-queries';
import type { BookingRow } from './booking-view';
import { type BookingWork, bookingWork } from './booking-work';
import { releaseCount, releasePlaces } from './capacity-queries';
import { findFacility } from './facility-queries';
import { localText } from './local-text';
import { conflict, notFound } from './refusals';
import { weekOf } from './slot-plan';
import { activeSuspension, noShowsSince, suspendUnit } from './suspension-queries';

const MINUTE = 60_000;

/**
 * How a booking moves after it is made. Each move locks the booking's row first, so two clicks
 * (or a click and the expiry job) cannot both move it; each leaves a history line; a move that
 * ends a booking before it is used gives back its places and the unit's allowance.
 */

/** Gives back what a booking held: its places in the slot and its day and week counts. */
export async function release(tx: Executor, scope: CommunityScope, row: BookingRow) {
  await releasePlaces(tx, scope, row.facilityId, row.startsAt, row.places);
  for (const period of [`D:${row.day}`, `W:${weekOf(row.day)}`])
    await releaseCount(tx, scope, { facilityId: row.facilityId, unitId: row.unitId, period }, 1);
}

async function moved(
  w: BookingWork,
  row: BookingRow,
  change: Partial<BookingRow>,
  action: string,
  reason?: string | null,
) {
  const next = await updateBooking(w.tx, w.scope, row.id, change);
  await recordHistory(w.tx, w.scope, [
    {
      bookingId: row.id,
      action,
      by: w.userId,
      byName: await userNameOf(w.tx, w.userId),
      reason: reason ?? null,
    },
  ]);
  return next;
}

export async function approveBooking(w: BookingWork, bookingId: string) {
  const row = await findBooking(w.tx, w.scope, bookingId, true);
  if (row.state !== 'PENDING') throw conflict('CANNOT_DECIDE');
  if (row.expiresAt && row.expiresAt <= w.now) throw conflict('APPROVAL_EXPIRED');
  const next = await moved(w, row, { state: 'CONFIRMED', expiresAt: null }, 'APPROVED');
  await scheduleReminder(w, next);
  await tellAbout(w, [next], 'APPROVED');
  return next;
}

export async function rejectBooking(w: BookingWork, bookingId: string, reason: string) {
  const row = await findBooking(w.tx, w.scope, bookingId, true);
  if (row.state !== 'PENDING') throw conflict('CANNOT_DECIDE');
  await release(w.tx, w.scope, row);
  const next = await moved(w, row, { state: 'REJECTED', reason, expiresAt: null }, 'REJECTED', reason);
  await tellAbout(w, [next], 'REJECTED', reason);
  return next;
}

/**
 * Cancels a booking not yet used. A resident cancels their own unit's (or one they made) until
 * the facility's cut-off; the office cancels any, and the unit is told.
 */
export async function cancelBooking(w: BookingWork, bookingId: string, reason?: string) {
  const row = await findBooking(w.tx, w.scope, bookingId, true);
  if (!w.isOffice) {
    const mine = row.bookedBy === w.userId || (await unitRoleOf(w.tx, w.scope, w.userId, row.unitId));
    if (!mine) throw notFound('BOOKING_NOT_FOUND');
  }
  if (row.state !== 'PENDING' && row.state !== 'CONFIRMED') throw conflict('CANNOT_CANCEL');
  if (!w.isOffice) {
    const f = await findFacility(w.tx, w.scope, row.facilityId);
    const deadline = new Date(row.startsAt.getTime() - f.cancelCutoffMinutes * MINUTE);
    if (w.now > deadline)
      throw conflict('CANCEL_CUTOFF', { facility: f.name, deadline: localText(deadline, w.timeZone) });
  } else if (row.endsAt <= w.now) throw conflict('CANNOT_CANCEL');
  return cancelHeld(w, row, reason ?? null, w.isOffice ? 'CANCELLED' : null);
}

/** Cancels a booking already locked and known to hold places; `notice` tells the unit why. */
export async function cancelHeld(
  w: BookingWork,
  row: BookingRow,
  reason: string | null,
  notice: 'CANCELLED' | 'EVENT_CANCELLED' | 'FACILITY_CLOSED' | null,
) {
  await release(w.tx, w.scope, row);
  const next = await moved(w, row, { state: 'CANCELLED', reason, expiresAt: null }, 'CANCELLED', reason);
  if (notice) await tellAbout(w, [next], notice, reason);
  return next;
}

export async function checkIn(w: BookingWork, by: { bookingId?: string; code?: string }) {
  const row = by.bookingId
    ? await findBooking(w.tx, w.scope, by.bookingId, true)
    : await findBookingByCode(w.tx, w.scope, by.code!);
  if (row.state !== 'CONFIRMED') throw conflict('CANNOT_CHECK_IN');
  const opens = new Date(row.startsAt.getTime() - CHECK_IN_EARLY_MINUTES * MINUTE);
  if (w.now < opens || w.now > row.endsAt)
    throw conflict('CHECK_IN_WINDOW', {
      opens: localText(opens, w.timeZone),
      closes: localText(row.endsAt, w.timeZone),
    });
  return moved(w, row, { state: 'CHECKED_IN', checkedInAt: w.now }, 'CHECKED_IN');
}

/**
 * Marks a no-show after the start plus the facility's grace. The places stay used (the slot was
 * held); the unit's no-shows in the policy's window are counted, and reaching the limit
 * suspends the unit from booking for the policy's days.
 */
export async function markNoShow(w: BookingWork, bookingId: string) {
  const row = await findBooking(w.tx, w.scope, bookingId, true);
  if (row.state !== 'CONFIRMED') throw conflict('CANNOT_NO_SHOW');
  const f = await findFacility(w.tx, w.scope, row.facilityId);
  const from = new Date(row.startsAt.getTime() + f.checkInGraceMinutes * MINUTE);
  if (w.now < from) throw conflict('NO_SHOW_TOO_EARLY', { time: localText(from, w.timeZone) });
  const next = await moved(w, row, { state: 'NO_SHOW' }, 'NO_SHOW');
  const policy = w.preference.noShow;
  const count = await noShowsSince(
    w.tx,
    w.scope,
    row.unitId,
    new Date(w.now.getTime() - policy.windowDays * 24 * 60 * MINUTE),
  );
  if (
    count >= policy.limit &&
    policy.suspendDays > 0 &&
    !(await activeSuspension(w.tx, w.scope, row.unitId, w.now))
  ) {
    await suspendUnit(
      w.tx,
      w.scope,
      row.unitId,
      new Date(w.now.getTime() + policy.suspendDays * 24 * 60 * MINUTE),
      count,
    );
    await tellAbout(
      w,
      [next],
      'SUSPENDED',
      `ไม่มาใช้บริการ ${count} ครั้งใน ${policy.windowDays} วัน งดจอง ${policy.suspendDays} วัน`,
    );
  }
  return next;
}

export async function recordDeposit(
  w: BookingWork,
  bookingId: string,
  action: 'RECEIVED' | 'REFUNDED' | 'FORFEITED',
  reason?: string,
) {
  const row = await findBooking(w.tx, w.scope, bookingId, true);
  if (row.depositState === 'NONE') throw conflict('NO_DEPOSIT');
  if (action === 'RECEIVED' && row.depositState !== 'DUE') throw conflict('DEPOSIT_NOT_DUE');
  if (action !== 'RECEIVED' && row.depositState !== 'RECEIVED') throw conflict('DEPOSIT_NOT_HELD');
  return moved(w, row, { depositState: action, depositReason: reason ?? null }, `DEPOSIT_${action}`, reason);
}

/** The expiry job: a booking still pending when its time ran out expires and frees its places. */
export async function expirePending(s: AppServices, scope: CommunityScope, bookingId: string) {
  await bookingWork(
    s,
    scope,
    { userId: '', actor: 'system', isOffice: true, fileUrl: () => null },
    async (w) => {
      const row = await lockedBookingOrNone(w.tx, w.scope, bookingId);
      if (row?.state !== 'PENDING' || !row.expiresAt || row.expiresAt > w.now) return;
      await release(w.tx, w.scope, row);
      const next = await updateBooking(w.tx, w.scope, row.id, { state: 'EXPIRED', expiresAt: null });
      await recordHistory(w.tx, w.scope, [{ bookingId: row.id, action: 'EXPIRED', by: null }]);
      await tellAbout(w, [next], 'EXPIRED');
    },
  );
}
