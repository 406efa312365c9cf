/**
 * Deadlines in the office's own calendar. A due date is the end of a local working day: the
 * weekdays the office works, less its holidays, in the community's time zone. "N working days"
 * counts from day 0, which is today when today is a working day and otherwise the next one: an
 * URGENT task (0 days) made on a Saturday is due at the end of Monday, a HIGH one (2 days) made
 * on a Friday at the end of Tuesday. Pure functions of their inputs (the caller passes "now"),
 * so tests fix the clock by passing it.
 */
export interface WorkingCalendar {
  /** ISO weekdays: 1 = Monday … 7 = Sunday. */
  workingWeekdays: readonly number[];
  /** Local dates, YYYY-MM-DD. */
  holidays: readonly string[];
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest stretch of non-working days looked through before giving up (a year). */
const MAX_DAYS_SCANNED = 366;

const dateFormatters = new Map<string, Intl.DateTimeFormat>();
/** The local calendar date of an instant in the zone, YYYY-MM-DD. */
export function localDate(instant: Date, timeZone: string): string {
  let f = dateFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormatters.set(timeZone, f);
  }
  return f.format(instant);
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat>();
/** How far the zone's clocks are ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  let f = offsetFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    offsetFormatters.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year!, +p.month! - 1, +p.day!, +p.hour!, +p.minute!, +p.second!);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a local date begins in the zone (its midnight). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d);
  // The offset at the guess, then again at the corrected instant: exact across a DST change.
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** The local date `days` after `date` (calendar days, negative allowed). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

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
