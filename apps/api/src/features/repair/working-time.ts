import { addDays, localDate, startOfLocalDay, wallTimeToInstant } from '../../platform/time/zone-clock';

/**
 * SLA time is working time: the community's working days and hours, less its holidays, on its
 * own clock. Pure functions, so a fixed clock in a test covers weekends, holidays and pauses.
 */
export interface WorkingTime {
  workDays: readonly number[];
  workStart: string;
  workEnd: string;
  holidays: readonly string[];
  timeZone: string;
}

const MINUTE = 60_000;
const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The working window of a community day, or null on a day off. */
function windowOf(w: WorkingTime, day: string): { from: number; to: number } | null {
  if (!w.workDays.includes(weekdayOf(day)) || w.holidays.includes(day)) return null;
  const wall = Date.parse(`${day}T00:00:00Z`);
  return {
    from: wallTimeToInstant(wall + minutesOf(w.workStart) * MINUTE, w.timeZone).getTime(),
    to: wallTimeToInstant(wall + minutesOf(w.workEnd) * MINUTE, w.timeZone).getTime(),
  };
}

/** The instant `hours` of working time after `from` (a request filed at night starts next morning). */
export function addWorkingHours(w: WorkingTime, from: Date, hours: number): Date {
  return addWorkingMs(w, from, hours * 60 * MINUTE);
}

export function addWorkingMs(w: WorkingTime, from: Date, ms: number): Date {
  let left = ms;
  let day = localDate(from, w.timeZone);
  // A year of days off in a row would be a setting's mistake; stop rather than loop for ever.
  for (let i = 0; i < 400; i++, day = addDays(day, 1)) {
    const win = windowOf(w, day);
    if (!win) continue;
    const start = Math.max(win.from, from.getTime());
    if (start >= win.to) continue;
    if (start + left <= win.to) return new Date(start + left);
    left -= win.to - start;
  }
  return new Date(from.getTime() + ms);
}

/** Working time between two instants, in ms (what a pause for the resident took). */
export function workingMsBetween(w: WorkingTime, from: Date, to: Date): number {
  if (to <= from) return 0;
  let total = 0;
  for (let day = localDate(from, w.timeZone), i = 0; i < 400 && startOfLocalDay(day, w.timeZone) < to; i++) {
    const win = windowOf(w, day);
    if (win) total += Math.max(0, Math.min(win.to, to.getTime()) - Math.max(win.from, from.getTime()));
    day = addDays(day, 1);
  }
  return total;
}
