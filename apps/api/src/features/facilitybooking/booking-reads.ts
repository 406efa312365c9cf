import type { BookingListQuery } from '@cc/contracts/facilitybooking-booking-ops';
import { encodeKey } from '../../platform/http/keyset';
import { addDays, startOfLocalDay } from '../../platform/time/zone-clock';
import {
  calendarRows,
  findBooking,
  historyOf,
  listBookingRows,
  myBookingRows,
  unitRoleOf,
} from './booking-queries';
import { type BookingRow, toBooking } from './booking-view';
import type { BookingWork } from './booking-work';
import { placesTaken } from './capacity-queries';
import { dayRange } from './day-range';
import { occurrencesBetween } from './event-occurrences';
import { eventsMeeting, facilityNames, toEvent } from './event-queries';
import { notFound } from './refusals';

/** Bookings as answered, with their facilities' names (one read of the names per answer). */
async function shown(w: BookingWork, rows: BookingRow[]) {
  const names = await facilityNames(w.tx, w.scope);
  return rows.map((r) => toBooking(r, names.get(r.facilityId) ?? '', w.now));
}

const pageKey = (r: BookingRow) => [r.startsAt.toISOString(), r.id] as const;

function page(rows: BookingRow[], limit: number) {
  const more = rows.length > limit;
  const items = rows.slice(0, limit);
  return { items, lastKey: more ? encodeKey(pageKey(items.at(-1)!)) : null };
}

export function optionalRange(w: BookingWork, from?: string, to?: string) {
  return {
    from: from ? startOfLocalDay(from, w.timeZone) : undefined,
    to: to ? startOfLocalDay(addDays(to, 1), w.timeZone) : undefined,
  };
}

export async function listBookings(w: BookingWork, q: BookingListQuery) {
  const { rows, total } = await listBookingRows(w.tx, w.scope, q, optionalRange(w, q.from, q.to));
  const { items, lastKey } = page(rows, q.limit);
  return { items: await shown(w, items), lastKey, total };
}

export async function myBookings(w: BookingWork, q: { upcoming: boolean; lastKey?: string; limit: number }) {
  const rows = await myBookingRows(w.tx, w.scope, w.userId, { ...q, now: w.now });
  const { items, lastKey } = page(rows, q.limit);
  return { items: await shown(w, items), lastKey };
}

/** One booking and its history; a resident sees only their own units' or those they made. */
export async function bookingDetail(w: BookingWork, id: string) {
  const row = await findBooking(w.tx, w.scope, id);
  if (!w.isOffice && row.bookedBy !== w.userId && !(await unitRoleOf(w.tx, w.scope, w.userId, row.unitId)))
    throw notFound('BOOKING_NOT_FOUND');
  const [booking] = await shown(w, [row]);
  const history = await historyOf(w.tx, w.scope, id);
  return {
    ...booking!,
    history: history.map((h) => ({
      at: h.at.toISOString(),
      action: h.action,
      by: h.byName,
      reason: h.reason,
    })),
  };
}

/** Event occurrences of the facilities (all when none is named) over community days. */
export async function occurrencesIn(w: BookingWork, from: string, to: string, facilityId?: string) {
  const range = dayRange(from, to, w.timeZone);
  const events = await eventsMeeting(w.tx, w.scope, facilityId ? [facilityId] : null, range.from, range.to);
  const occurrences = events.flatMap((e) =>
    occurrencesBetween(e, from, to, w.timeZone).map((o) => ({
      eventID: e.id,
      facilityID: e.facilityId,
      title: e.title,
      startsAt: o.startsAt.toISOString(),
      endsAt: o.endsAt.toISOString(),
      repeating: e.rrule !== null,
    })),
  );
  return { events, occurrences: occurrences.sort((a, b) => a.startsAt.localeCompare(b.startsAt)) };
}

export async function eventList(w: BookingWork, from: string, to: string, facilityId?: string) {
  const { events, occurrences } = await occurrencesIn(w, from, to, facilityId);
  const names = await facilityNames(w.tx, w.scope);
  return { events: events.map((e) => toEvent(e, names.get(e.facilityId) ?? '')), occurrences };
}

export async function calendar(w: BookingWork, from: string, to: string, facilityId?: string) {
  const range = dayRange(from, to, w.timeZone);
  const rows = await calendarRows(w.tx, w.scope, facilityId, range.from, range.to);
  const ids = facilityId ? [facilityId] : [...new Set(rows.map((r) => r.facilityId))];
  const taken = await placesTaken(w.tx, w.scope, ids, range.from, range.to);
  const { occurrences } = await occurrencesIn(w, from, to, facilityId);
  return { bookings: await shown(w, rows), events: occurrences, taken: Object.fromEntries(taken) };
}

/** One facility's day, in slot order, for the sheet the office prints and pins at the door. */
export async function daySheet(w: BookingWork, facilityId: string, day: string) {
  const range = dayRange(day, day, w.timeZone);
  const rows = await calendarRows(w.tx, w.scope, facilityId, range.from, range.to);
  const names = await facilityNames(w.tx, w.scope);
  const facilityName = names.get(facilityId);
  if (facilityName === undefined) throw notFound('FACILITY_NOT_FOUND');
  const { occurrences } = await occurrencesIn(w, day, day, facilityId);
  return {
    communityName: w.communityName,
    facilityName,
    day,
    bookings: rows.map((r) => toBooking(r, facilityName, w.now)),
    events: occurrences,
  };
}
