import type { FacilityCard } from '@cc/contracts/facilitybooking';
import { addDays, localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { occurrencesIn } from './booking-reads';
import type { BookingWork } from './booking-work';
import { placesTaken, slotKey } from './capacity-queries';
import { dayRange } from './day-range';
import { listFacilityRows } from './facility-queries';
import { toFacility } from './facility-view';
import { heatMap, summaryCounts, todayByFacility, usageByFacility } from './report-queries';
import { slotsBetween, slotsOfOpeningDay } from './slot-plan';

/** The facility cards: each facility with what happens there today (in use, next slot, pending). */
export async function facilityCards(w: BookingWork, archived: boolean): Promise<FacilityCard[]> {
  const rows = await listFacilityRows(w.tx, w.scope, archived && w.isOffice);
  const today = localDate(w.now, w.timeZone);
  const counts = await todayByFacility(w.tx, w.scope, today, w.now);
  const taken = await placesTaken(
    w.tx,
    w.scope,
    rows.map((r) => r.id),
    w.now,
    startOfLocalDay(addDays(today, 2), w.timeZone),
  );
  return rows.map((f) => {
    const c = counts.get(f.id);
    const next = [
      ...slotsOfOpeningDay(f, addDays(today, -1), w.timeZone),
      ...slotsOfOpeningDay(f, today, w.timeZone),
    ].find((s) => s.startsAt > w.now && s.day === today);
    return {
      ...toFacility(f, w.fileUrl),
      today: {
        inUse: c?.inUse ?? 0,
        bookings: c?.bookings ?? 0,
        pending: c?.pending ?? 0,
        next: next
          ? {
              startsAt: next.startsAt.toISOString(),
              left: Math.max(f.capacity - (taken.get(slotKey(f.id, next.startsAt)) ?? 0), 0),
            }
          : null,
      },
    };
  });
}

export async function summary(w: BookingWork) {
  const today = localDate(w.now, w.timeZone);
  const counts = await summaryCounts(w.tx, w.scope, today, w.now);
  const facilities = (await listFacilityRows(w.tx, w.scope, false)).length;
  const { occurrences } = await occurrencesIn(w, today, addDays(today, 6));
  return { ...counts, facilities, upcomingEvents: occurrences.length };
}

/** Capacity used per facility (places booked over places its hours offered), heat map, no-shows. */
export async function utilisation(w: BookingWork, from: string, to: string) {
  const range = dayRange(from, to, w.timeZone, 366);
  const rows = await listFacilityRows(w.tx, w.scope, true);
  const usage = new Map(
    (await usageByFacility(w.tx, w.scope, range.from, range.to)).map((u) => [u.facilityId, u]),
  );
  const facilities = rows
    .filter((f) => !f.archivedAt || usage.has(f.id))
    .map((f) => {
      const u = usage.get(f.id);
      const offered = slotsBetween(f, from, to, w.timeZone).length * f.capacity;
      const bookings = u?.bookings ?? 0;
      return {
        facilityID: f.id,
        name: f.name,
        used: offered ? Math.min((u?.places ?? 0) / offered, 1) : 0,
        bookings,
        noShows: u?.noShows ?? 0,
        noShowRate: bookings ? (u?.noShows ?? 0) / bookings : 0,
      };
    });
  const heat = await heatMap(w.tx, w.scope, range.from, range.to, w.timeZone);
  return { from, to, facilities, heat };
}
