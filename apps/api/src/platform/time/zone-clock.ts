/**
 * Dates as a community reads them: the local calendar date of an instant, the instant a local
 * wall-clock reading names, and calendar-day arithmetic on YYYY-MM-DD. Formatters are kept per
 * zone (building one costs more than formatting). Exact across daylight-saving changes: the
 * zone's offset is read at the first guess and again at the corrected instant.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

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

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
/** How far the zone's clocks are ahead of UTC at an instant, in ms. */
function offsetAt(instant: number, timeZone: string): number {
  let f = partsFormatters.get(timeZone);
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
    partsFormatters.set(timeZone, f);
  }
  const n = Object.fromEntries(f.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return (
    Date.UTC(n.year!, n.month! - 1, n.day!, n.hour!, n.minute!, n.second!) - Math.floor(instant / 1000) * 1000
  );
}

/**
 * The instant a wall-clock reading in the zone names. `wall` holds the reading's fields as if
 * they were UTC (Date.UTC(...), or a spreadsheet's date cell, which carries no zone).
 */
export function wallTimeToInstant(wall: number, timeZone: string): Date {
  const first = wall - offsetAt(wall, timeZone);
  return new Date(wall - offsetAt(first, timeZone));
}

/** The instant a local date begins in the zone (its midnight). */
export function startOfLocalDay(date: string, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return wallTimeToInstant(Date.UTC(y, m - 1, d), timeZone);
}

/** The local date `days` after `date` (calendar days, negative allowed). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const stampFormatters = new Map<string, Intl.DateTimeFormat>();
/** An instant as the community's wall clock reads it, YYYY-MM-DD HH:mm. */
export function localStamp(instant: Date | null, timeZone: string): string {
  if (!instant) return '';
  let f = stampFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    stampFormatters.set(timeZone, f);
  }
  return f.format(instant);
}

/**
 * The next run of a daily job at `hour` o'clock on the community's clock: today's while that hour
 * is still ahead, else tomorrow's. `day` is the local date the run belongs to (the job's key, so
 * every instance asking schedules the same one), `at` the instant it is due.
 */
export function nextLocalRun(now: Date, timeZone: string, hour: number): { day: string; at: Date } {
  const today = localDate(now, timeZone);
  const day = now < localRunAt(today, timeZone, hour) ? today : addDays(today, 1);
  return { day, at: localRunAt(day, timeZone, hour) };
}

/** The instant a daily job of `hour` o'clock on the community's clock is due on a local day. */
export const localRunAt = (day: string, timeZone: string, hour: number): Date =>
  new Date(startOfLocalDay(day, timeZone).getTime() + hour * 3_600_000);
