import { dateTimeFormat } from '../../shared/i18n/date-time-format';

/** A month (YYYY-MM) as the chart labels it; Intl gives Thai readers the Buddhist era (พ.ย. 69). */
export const monthLabel = (month: string, lang: string) =>
  dateTimeFormat(lang, 'UTC', { month: 'short', year: '2-digit' }).format(new Date(`${month}-01T00:00:00Z`));

/** The twelve months ending with `last` (YYYY-MM), oldest first, as the month report answers them. */
export function twelveMonths(last: string): string[] {
  const [y, m] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (11 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** Hours to close as a person reads them: hours under two days, else days with one decimal. */
export function durationParts(hours: number): { unit: 'hours' | 'days'; value: number } {
  return hours < 48
    ? { unit: 'hours', value: Math.round(hours * 10) / 10 }
    : { unit: 'days', value: Math.round((hours / 24) * 10) / 10 };
}

/** Today's date (YYYY-MM-DD) on the community's clock, which may already be tomorrow in UTC. */
export const todayIn = (timeZone: string, now = new Date()) =>
  dateTimeFormat('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The first day of the month `back` months before the one of `day` (YYYY-MM-DD). */
export function monthStart(day: string, back: number): string {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - back, 1));
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-01`;
}
