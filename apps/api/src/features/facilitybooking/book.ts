import { randomBytes, randomUUID } from 'node:crypto';
import { userNameOf } from '../../platform/auth/user-names';
import { afterBooking } from './booking-jobs';
import { insertBookings, recordHistory, unitNoOf, unitRoleOf } from './booking-queries';
import type { BookingRow } from './booking-view';
import type { BookingWork } from './booking-work';
import { lockedOpenBookings, placesTaken, slotKey, takeCount, takePlaces } from './capacity-queries';
import { occurrencesOverlapping } from './event-occurrences';
import { eventsMeeting } from './event-queries';
import { lockFacilities } from './facility-queries';
import type { FacilityRow } from './facility-view';
import { localText } from './local-text';
import { badRequest, conflict, forbidden } from './refusals';
import { slotStartingAt, weekOf, windowOpensAt } from './slot-plan';
import { activeSuspension } from './suspension-queries';

export interface SlotChoice {
  facilityId: string;
  startsAt: Date;
}

export interface BookingRequest {
  unitId: string;
  slots: SlotChoice[];
  people: number;
  note?: string | null;
  source: 'CONSOLE' | 'APP';
}

const MINUTE = 60_000;
/** What a booking's QR encodes: short enough to type, long enough never to guess. */
const newCode = () => randomBytes(9).toString('base64url');

/**
 * Books one or more slots for a unit, all of them or none. Everything that could refuse is
 * checked against rows this transaction holds: the facilities (shared lock, so an event or a
 * rule change waits for the booking and the booking sees it after), each slot's places and the
 * unit's counters (conditional takes, see capacity-queries). Any refusal throws, and the
 * transaction takes nothing back because it keeps nothing.
 */
export async function bookSlots(w: BookingWork, request: BookingRequest): Promise<BookingRow[]> {
  const seen = new Set(request.slots.map((s) => `${s.facilityId}|${s.startsAt.getTime()}`));
  if (seen.size !== request.slots.length) throw badRequest('DUPLICATE_SLOT');
  const facilityRows = await lockFacilities(
    w.tx,
    w.scope,
    request.slots.map((s) => s.facilityId),
  );
  const unitNo = await unitNoOf(w.tx, w.scope, request.unitId);
  const role = await unitRoleOf(w.tx, w.scope, w.userId, request.unitId);
  if (!w.isOffice && !role) throw forbidden('NOT_YOUR_UNIT');
  const suspension = await activeSuspension(w.tx, w.scope, request.unitId, w.now);
  if (suspension)
    throw forbidden('SUSPENDED', {
      unitNo,
      until: localText(suspension.until, w.timeZone),
      count: suspension.noShows,
    });

  const planned = request.slots
    .map((choice) => planOne(w, facilityRows.get(choice.facilityId)!, choice, request.people, role))
    .sort(
      (a, b) => a.facility.id.localeCompare(b.facility.id) || a.startsAt.getTime() - b.startsAt.getTime(),
    );
  await refuseEvents(w, planned);

  for (const p of planned) {
    const places = p.facility.capacity === 1 ? 1 : request.people;
    if (!(await takePlaces(w.tx, w.scope, p.facility.id, p.startsAt, places, p.facility.capacity))) {
      const left = Math.max(p.facility.capacity - (await takenNow(w, p)), 0);
      throw conflict('SLOT_FULL', {
        facility: p.facility.name,
        time: localText(p.startsAt, w.timeZone),
        left,
        asked: places,
      });
    }
  }
  await takeUnitAllowance(w, request.unitId, unitNo, planned);

  const groupId = planned.length > 1 ? randomUUID() : null;
  const userName = await userNameOf(w.tx, w.userId);
  const rows = await insertBookings(
    w.tx,
    planned.map((p) => {
      const pending = p.facility.requiresApproval && !w.isOffice;
      return {
        communityId: w.scope.communityId,
        facilityId: p.facility.id,
        unitId: request.unitId,
        unitNo,
        startsAt: p.startsAt,
        endsAt: p.endsAt,
        day: p.day,
        people: request.people,
        places: p.facility.capacity === 1 ? 1 : request.people,
        exclusive: p.facility.capacity === 1,
        state: pending ? ('PENDING' as const) : ('CONFIRMED' as const),
        note: request.note || null,
        feeSatang: p.facility.feeSatang,
        depositSatang: p.facility.depositSatang,
        depositState: p.facility.depositSatang > 0 ? ('DUE' as const) : ('NONE' as const),
        code: newCode(),
        bookedBy: w.userId,
        bookedByName: userName,
        source: request.source,
        expiresAt: pending
          ? new Date(
              Math.min(
                w.now.getTime() + w.preference.approvalExpiryHours * 60 * MINUTE,
                p.startsAt.getTime(),
              ),
            )
          : null,
        groupId,
      };
    }),
  );
  await recordHistory(
    w.tx,
    w.scope,
    rows.map((r) => ({ bookingId: r.id, action: 'BOOKED', by: w.userId, byName: userName })),
  );
  await afterBooking(w, rows);
  return rows;
}

interface PlannedBooking {
  facility: FacilityRow;
  startsAt: Date;
  endsAt: Date;
  day: string;
}

/** The slot a choice names, checked against the facility's rules for this caller. */
function planOne(
  w: BookingWork,
  f: FacilityRow,
  choice: SlotChoice,
  people: number,
  role: string | null,
): PlannedBooking {
  const time = localText(choice.startsAt, w.timeZone);
  if (f.archivedAt) throw conflict('FACILITY_ARCHIVED', { facility: f.name });
  if (!w.isOffice && f.audience === 'OWNERS' && role !== 'OWNER')
    throw forbidden('OWNERS_ONLY', { facility: f.name });
  if (people > f.maxPeople) throw badRequest('TOO_MANY_PEOPLE', { facility: f.name, max: f.maxPeople });
  const slot = slotStartingAt(f, choice.startsAt, w.timeZone);
  if (!slot) throw badRequest('NOT_A_SLOT', { time, facility: f.name });
  const now = w.now.getTime();
  if (w.isOffice) {
    // The office books walk-ins into a slot under way, never one that is over.
    if (slot.endsAt.getTime() <= now) throw conflict('SLOT_ENDED', { facility: f.name, time });
  } else {
    if (slot.startsAt.getTime() <= now) throw conflict('SLOT_PAST', { facility: f.name, time });
    const opens = windowOpensAt(slot.day, f.advanceDays, f.opensAt, w.timeZone);
    if (now < opens.getTime())
      throw conflict('NOT_OPEN_YET', {
        facility: f.name,
        day: slot.day,
        opens: localText(opens, w.timeZone),
      });
    if (slot.startsAt.getTime() - now < f.noticeMinutes * MINUTE)
      throw conflict('TOO_LATE', { facility: f.name, minutes: f.noticeMinutes });
  }
  return { facility: f, ...slot };
}

async function refuseEvents(w: BookingWork, planned: PlannedBooking[]) {
  const from = new Date(Math.min(...planned.map((p) => p.startsAt.getTime())));
  const to = new Date(Math.max(...planned.map((p) => p.endsAt.getTime())));
  const events = await eventsMeeting(
    w.tx,
    w.scope,
    [...new Set(planned.map((p) => p.facility.id))],
    from,
    to,
  );
  for (const p of planned) {
    for (const e of events.filter((e) => e.facilityId === p.facility.id)) {
      if (occurrencesOverlapping(e, p.startsAt, p.endsAt, w.timeZone).length)
        throw conflict('EVENT_BLOCKS', {
          facility: p.facility.name,
          time: localText(p.startsAt, w.timeZone),
          title: e.title,
        });
    }
  }
}

async function takenNow(w: BookingWork, p: PlannedBooking) {
  const taken = await placesTaken(
    w.tx,
    w.scope,
    [p.facility.id],
    p.startsAt,
    new Date(p.startsAt.getTime() + 1),
  );
  return taken.get(slotKey(p.facility.id, p.startsAt)) ?? 0;
}

/** The unit's day, week and open-booking allowances, counter rows taken in one fixed order. */
async function takeUnitAllowance(w: BookingWork, unitId: string, unitNo: string, planned: PlannedBooking[]) {
  const takes = new Map<string, { facility: FacilityRow; period: string; k: number }>();
  for (const p of planned) {
    for (const period of [`D:${p.day}`, `W:${weekOf(p.day)}`]) {
      const key = `${p.facility.id}|${period}`;
      const t = takes.get(key) ?? { facility: p.facility, period, k: 0 };
      t.k += 1;
      takes.set(key, t);
    }
  }
  for (const t of [...takes.values()].sort(
    (a, b) => a.facility.id.localeCompare(b.facility.id) || a.period.localeCompare(b.period),
  )) {
    const day = t.period.startsWith('D:');
    const limit = day ? t.facility.limitPerDay : t.facility.limitPerWeek;
    const { ok, used } = await takeCount(
      w.tx,
      w.scope,
      { facilityId: t.facility.id, unitId, period: t.period },
      t.k,
      limit,
    );
    if (!ok) {
      const base = { unitNo, used, limit: limit ?? 0, facility: t.facility.name };
      if (day) throw conflict('DAY_LIMIT', { ...base, day: t.period.slice(2) });
      throw conflict('WEEK_LIMIT', { ...base, week: t.period.slice(2) });
    }
  }
  const byFacility = new Map<string, { facility: FacilityRow; k: number }>();
  for (const p of planned) {
    const e = byFacility.get(p.facility.id) ?? { facility: p.facility, k: 0 };
    e.k += 1;
    byFacility.set(p.facility.id, e);
  }
  for (const { facility, k } of byFacility.values()) {
    if (facility.limitOpen === null) continue;
    const open = await lockedOpenBookings(w.tx, w.scope, facility.id, unitId, w.now);
    if (open + k > facility.limitOpen)
      throw conflict('OPEN_LIMIT', {
        unitNo,
        used: open,
        limit: facility.limitOpen,
        facility: facility.name,
      });
  }
}
