import { addDays, localDate, wallTimeToInstant } from '../../platform/time/zone-clock';
import { badRequest, conflict, notFound } from './refusals';
import type { RepairWork } from './repair-work';
import { bookedBetween, bookTechnician, releaseAppointment } from './request-queries';
import { findCategory, technicianRows } from './setting-queries';

const MINUTE = 60_000;
const SLOT_DAYS_MAX = 31;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

export interface VisitSlot {
  day: string;
  startsAt: Date;
  endsAt: Date;
}

/** The setting's visit slots on community days `from` to `to`. */
export function visitSlots(w: RepairWork, from: string, to: string): VisitSlot[] {
  if (to < from) throw badRequest('REPAIR_RANGE_BACKWARDS');
  if (addDays(from, SLOT_DAYS_MAX - 1) < to)
    throw badRequest('REPAIR_RANGE_TOO_LONG', { max: SLOT_DAYS_MAX });
  const slots: VisitSlot[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const wall = Date.parse(`${day}T00:00:00Z`);
    for (const s of w.appointment.slots)
      slots.push({
        day,
        startsAt: wallTimeToInstant(wall + minutesOf(s.start) * MINUTE, w.timeZone),
        endsAt: wallTimeToInstant(wall + minutesOf(s.end) * MINUTE, w.timeZone),
      });
  }
  return slots;
}

const weekday = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * Places per slot for a category: technicians with the skill, on duty that weekday, less those
 * already booked. Residents see only slots past the lead time; the office sees every one to come.
 */
export async function slotsFor(w: RepairWork, categoryId: string, from: string, to: string) {
  const category = await findCategory(w.tx, w.scope, categoryId);
  if (!category) throw notFound('REPAIR_CATEGORY_NOT_FOUND');
  const slots = visitSlots(w, from, to);
  const technicians = (await technicianRows(w.tx, w.scope)).filter(
    (t) => t.active && t.skills.includes(categoryId),
  );
  const booked = await bookedBetween(
    w.tx,
    w.scope,
    slots[0]?.startsAt ?? w.now,
    slots.at(-1)?.endsAt ?? w.now,
  );
  const soonest = w.now.getTime() + (w.isOffice ? 0 : w.appointment.leadHours * 60 * MINUTE);
  return slots
    .filter((s) => s.startsAt.getTime() >= soonest)
    .map((s) => {
      const onDuty = technicians.filter((t) => t.days.includes(weekday(s.day)));
      const taken = new Set(
        booked.filter((b) => b.slotStart.getTime() === s.startsAt.getTime()).map((b) => b.technicianId),
      );
      const list = onDuty.map((t) => ({ technicianID: t.id, name: t.name, free: !taken.has(t.id) }));
      return {
        day: s.day,
        startsAt: s.startsAt.toISOString(),
        endsAt: s.endsAt.toISOString(),
        places: list.filter((t) => t.free).length,
        technicians: list,
      };
    });
}

/**
 * Books the request's visit: the slot must be one of the setting's, and the technician (named by
 * the office, or the first free one) skilled, on duty and free. The appointment row's key is the
 * technician and the slot, so two bookings at once can never take one technician twice; a
 * reschedule gives back the old slot in the same transaction.
 */
export async function bookVisit(
  w: RepairWork,
  row: { id: string; categoryId: string },
  startsAt: Date,
  technicianId?: string,
) {
  const day = localDate(startsAt, w.timeZone);
  const slot = visitSlots(w, day, day).find((s) => s.startsAt.getTime() === startsAt.getTime());
  const time = `${day} ${new Intl.DateTimeFormat('en-GB', { timeZone: w.timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(startsAt)}`;
  if (!slot) throw badRequest('REPAIR_NOT_A_SLOT', { time });
  if (!w.isOffice && startsAt.getTime() < w.now.getTime() + w.appointment.leadHours * 60 * MINUTE)
    throw conflict('REPAIR_SLOT_TOO_SOON', { hours: w.appointment.leadHours });
  const category = await findCategory(w.tx, w.scope, row.categoryId);
  const all = await technicianRows(w.tx, w.scope);
  const able = all.filter(
    (t) => t.active && t.skills.includes(row.categoryId) && t.days.includes(weekday(day)),
  );
  await releaseAppointment(w.tx, w.scope, row.id);
  if (technicianId) {
    const named = all.find((t) => t.id === technicianId);
    if (!named) throw notFound('REPAIR_TECHNICIAN_NOT_FOUND');
    if (!able.some((t) => t.id === technicianId))
      throw conflict('REPAIR_TECHNICIAN_UNSKILLED', { name: named.name, category: category?.name ?? '' });
    if (!(await bookTechnician(w.tx, w.scope, technicianId, startsAt, row.id)))
      throw conflict('REPAIR_TECHNICIAN_BUSY', { name: named.name, time });
    return { slot, technicianId };
  }
  for (const t of able)
    if (await bookTechnician(w.tx, w.scope, t.id, startsAt, row.id)) return { slot, technicianId: t.id };
  throw conflict('REPAIR_SLOT_FULL', { category: category?.name ?? '', time });
}
