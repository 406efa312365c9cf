import type { Slot } from '@cc/contracts/facilitybooking';
import { localDate } from '../../platform/time/zone-clock';
import { unitRoleOf } from './booking-queries';
import type { BookingWork } from './booking-work';
import { countsFor, countUsed, openBookings, placesTaken, slotKey } from './capacity-queries';
import { dayRange } from './day-range';
import { occurrencesBetween } from './event-occurrences';
import { eventsMeeting } from './event-queries';
import { findFacility } from './facility-queries';
import type { FacilityRow } from './facility-view';
import { forbidden } from './refusals';
import { slotsBetween, weekOf, windowOpensAt } from './slot-plan';
import { activeSuspension } from './suspension-queries';

const MINUTE = 60_000;

/**
 * A facility's slots over community days with places left and blocking events, and for the
 * asking unit whether it may book each now and, if not, the most decisive reason. The same
 * rules as booking itself (book.ts), read without locks: a slot shown free may still be taken a
 * moment later, and then the booking says so.
 */
export async function slotsOf(
  w: BookingWork,
  facilityId: string,
  from: string,
  to: string,
  unitId?: string,
): Promise<Slot[]> {
  const f = await findFacility(w.tx, w.scope, facilityId);
  const range = dayRange(from, to, w.timeZone);
  const planned = slotsBetween(f, from, to, w.timeZone);
  const taken = await placesTaken(w.tx, w.scope, [f.id], range.from, range.to);
  const events = await eventsMeeting(w.tx, w.scope, [f.id], range.from, range.to);
  const occurrences = events.flatMap((e) =>
    occurrencesBetween(e, from, to, w.timeZone).map((o) => ({ ...o, eventID: e.id, title: e.title })),
  );
  const unit = unitId ? await unitAllowance(w, f, unitId, [...new Set(planned.map((p) => p.day))]) : null;
  return planned.map((p) => {
    const used = taken.get(slotKey(f.id, p.startsAt)) ?? 0;
    const left = Math.max(f.capacity - used, 0);
    const blocking = occurrences.filter((o) => o.startsAt < p.endsAt && o.endsAt > p.startsAt);
    const opensAt = windowOpensAt(p.day, f.advanceDays, f.opensAt, w.timeZone);
    const now = w.now.getTime();
    const asOffice = w.isOffice;
    const blockedBy: Slot['blockedBy'] = (asOffice ? p.endsAt.getTime() <= now : p.startsAt.getTime() <= now)
      ? 'PAST'
      : blocking.length
        ? 'EVENT'
        : left === 0 || f.archivedAt
          ? 'FULL'
          : !asOffice && now < opensAt.getTime()
            ? 'NOT_OPEN_YET'
            : !asOffice && p.startsAt.getTime() - now < f.noticeMinutes * MINUTE
              ? 'TOO_LATE'
              : unit?.suspended
                ? 'SUSPENDED'
                : unit && !unit.fits(p.day)
                  ? 'LIMIT'
                  : null;
    return {
      facilityID: f.id,
      startsAt: p.startsAt.toISOString(),
      endsAt: p.endsAt.toISOString(),
      day: p.day,
      capacity: f.capacity,
      taken: used,
      left,
      events: blocking.map((o) => ({ eventID: o.eventID, title: o.title })),
      bookable: blockedBy === null,
      blockedBy,
      opensAt: opensAt.toISOString(),
    };
  });
}

/** What the unit may still book at the facility: its counters, read once for the whole range. */
async function unitAllowance(w: BookingWork, f: FacilityRow, unitId: string, days: string[]) {
  if (!w.isOffice && !(await unitRoleOf(w.tx, w.scope, w.userId, unitId))) throw forbidden('NOT_YOUR_UNIT');
  const suspended = Boolean(await activeSuspension(w.tx, w.scope, unitId, w.now));
  const open = f.limitOpen === null ? 0 : await openBookings(w.tx, w.scope, f.id, unitId, w.now);
  const periods = [...new Set(days.flatMap((d) => [`D:${d}`, `W:${weekOf(d)}`]))];
  const counts = await countsFor(w.tx, w.scope, f.id, unitId, periods);
  return {
    suspended,
    fits: (day: string) =>
      (f.limitOpen === null || open < f.limitOpen) &&
      (f.limitPerDay === null || (counts.get(`D:${day}`) ?? 0) < f.limitPerDay) &&
      (f.limitPerWeek === null || (counts.get(`W:${weekOf(day)}`) ?? 0) < f.limitPerWeek),
  };
}

/** The unit's allowance at a facility for the day (and its week) given, today by default. */
export async function quotaOf(w: BookingWork, facilityId: string, unitId: string, day?: string) {
  const f = await findFacility(w.tx, w.scope, facilityId);
  if (!w.isOffice && !(await unitRoleOf(w.tx, w.scope, w.userId, unitId))) throw forbidden('NOT_YOUR_UNIT');
  const d = day ?? localDate(w.now, w.timeZone);
  const key = (period: string) => ({ facilityId: f.id, unitId, period });
  const suspension = await activeSuspension(w.tx, w.scope, unitId, w.now);
  return {
    facilityID: f.id,
    unitID: unitId,
    day: { day: d, used: await countUsed(w.tx, w.scope, key(`D:${d}`)), limit: f.limitPerDay },
    week: {
      weekOf: weekOf(d),
      used: await countUsed(w.tx, w.scope, key(`W:${weekOf(d)}`)),
      limit: f.limitPerWeek,
    },
    open: { used: await openBookings(w.tx, w.scope, f.id, unitId, w.now), limit: f.limitOpen },
    suspendedUntil: suspension?.until.toISOString() ?? null,
  };
}
