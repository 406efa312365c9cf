/**
 * Deadlines in the office's own calendar. A due date is the end of a local working day: the
 * weekdays the office works, less its holidays, in the community's time zone. "N working days"
 * counts from day 0, which is today when today is a working day and otherwise the next one: an
 * URGENT task (0 days) made on a Saturday is due at the end of Monday, a HIGH one (2 days) made
 * on a Friday at the end of Tuesday. Pure functions of their inputs (the caller passes "now"),
 * so tests fix the clock by passing it.
 */
import { addDays, localDate, startOfLocalDay } from '../../platform/time/zone-clock';

export interface WorkingCalendar {
  /** ISO weekdays: 1 = Monday … 7 = Sunday. */
  workingWeekdays: readonly number[];
  /** Local dates, YYYY-MM-DD. */
  holidays: readonly string[];
}

/** The longest stretch of non-working days looked through before giving up (a year). */
const MAX_DAYS_SCANNED = 366;

/** ISO weekday of a local date: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: string) => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

export const isWorkingDay = (date: string, calendar: WorkingCalendar) =>
  calendar.workingWeekdays.includes(isoWeekday(date)) && !calendar.holidays.includes(date);

/**
 * The first working day on or after `date`; `date` itself when no working day comes in a year
 * (then deadlines count calendar days).
 */
export function nextWorkingDay(date: string, calendar: WorkingCalendar): string {
  let d = date;
  for (let i = 0; i < MAX_DAYS_SCANNED; i++, d = addDays(d, 1)) if (isWorkingDay(d, calendar)) return d;
  return date;
}

/** The local date of the `days`-th working day counted from day 0 (see the header). */
export function workingDayAfter(from: string, days: number, calendar: WorkingCalendar): string {
  let d = nextWorkingDay(from, calendar);
  for (let left = days; left > 0; left--) d = nextWorkingDay(addDays(d, 1), calendar);
  return d;
}

/** When a task made at `from` with `days` working days is due: the end of that local day. */
export function dueAfterWorkingDays(
  from: Date,
  days: number,
  calendar: WorkingCalendar,
  timeZone: string,
): Date {
  const dueDay = workingDayAfter(localDate(from, timeZone), days, calendar);
  return new Date(startOfLocalDay(addDays(dueDay, 1), timeZone).getTime() - 1);
}
