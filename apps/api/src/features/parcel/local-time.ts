const formatters = new Map<string, Intl.DateTimeFormat>();

/** A time as the desk reads it in the community's zone, e.g. "3 Jun 2025, 14:30". */
export function formatLocal(d: Date, timeZone: string): string {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f.format(d);
}

export const DAY_MS = 24 * 60 * 60 * 1000;

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
