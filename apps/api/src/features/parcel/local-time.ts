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
