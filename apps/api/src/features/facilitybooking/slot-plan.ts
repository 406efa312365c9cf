import { addDays, localDate, wallTimeToInstant } from '../../platform/time/zone-clock';
import type { StoredHours } from './tables';

/**
 * Where a facility's slots fall, worked out from its hours alone (no database): the same
 * function lists slots, checks that a booking names a real slot, and counts places offered.
 * Hours are the community's clock; a closing time at or before the opening runs past midnight,
 * and such a slot belongs to (and counts for) the day it starts.
 */
export interface SlotRules {
  slotMinutes: number | null;
  hours: StoredHours;
  closedDates: readonly string[];
}

export interface PlannedSlot {
  startsAt: Date;
  endsAt: Date;
  /** The community day the slot starts on. */
  day: string;
}

const MINUTE = 60_000;
export const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();
const wallOf = (day: string, minutes: number) => Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE;

/** The slots of one opening day (the day the hours open on), in order. */
export function slotsOfOpeningDay(rules: SlotRules, day: string, timeZone: string): PlannedSlot[] {
  if (rules.closedDates.includes(day)) return [];
  const hours = rules.hours[weekdayOf(day)];
  if (!hours) return [];
  const open = minutesOf(hours.open);
  let close = minutesOf(hours.close);
  if (close <= open) close += 24 * 60;
  const length = rules.slotMinutes ?? close - open;
  const slots: PlannedSlot[] = [];
  for (let start = open; start + length <= close; start += length) {
    const startsAt = wallTimeToInstant(wallOf(day, start), timeZone);
    slots.push({
      startsAt,
      endsAt: wallTimeToInstant(wallOf(day, start + length), timeZone),
      day: localDate(startsAt, timeZone),
    });
  }
  return slots;
}

/** Every slot starting on the community days `from` to `to`, in order. */
export function slotsBetween(rules: SlotRules, from: string, to: string, timeZone: string): PlannedSlot[] {
  const slots: PlannedSlot[] = [];
  // The day before may run past midnight into `from`.
  for (let day = addDays(from, -1); day <= to; day = addDays(day, 1)) {
    for (const slot of slotsOfOpeningDay(rules, day, timeZone)) {
      if (slot.day >= from && slot.day <= to) slots.push(slot);
    }
  }
  return slots;
}

/** The slot that starts at `startsAt`, or undefined when none of the facility's slots does. */
export function slotStartingAt(rules: SlotRules, startsAt: Date, timeZone: string): PlannedSlot | undefined {
  const day = localDate(startsAt, timeZone);
  return slotsBetween(rules, day, day, timeZone).find((s) => s.startsAt.getTime() === startsAt.getTime());
}

/** When residents may start booking a slot: `advanceDays` community days before, at `opensAt`. */
export function windowOpensAt(slotDay: string, advanceDays: number, opensAt: string, timeZone: string): Date {
  return wallTimeToInstant(wallOf(addDays(slotDay, -advanceDays), minutesOf(opensAt)), timeZone);
}

/** The Monday of the community week a day is in (Thai offices count weeks from Monday). */
export function weekOf(day: string): string {
  return addDays(day, -((weekdayOf(day) + 6) % 7));
}
