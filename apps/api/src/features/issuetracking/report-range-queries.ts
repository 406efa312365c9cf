import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { addDays, localDate } from '../../platform/time/zone-clock';
import { badRequest } from './refusals';

/** A report reads at most a year (and a leap day) at once, as the other areas' reports do. */
export const REPORT_MAX_DAYS = 366;
/** History without dates: the 90 days up to today. */
const DEFAULT_HISTORY_DAYS = 90;
const DAY_MS = 86_400_000;

/** Community-local dates, both ends included; either may be open. */
export interface DayRange {
  from?: string;
  to?: string;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/** Refuses a range whose start is after its end, or one longer than REPORT_MAX_DAYS. */
export function checkRange({ from, to }: DayRange): void {
  if (!from || !to) return;
  const days = dayNumber(to) - dayNumber(from) + 1;
  if (days < 1) throw badRequest('ISSUE_RANGE_INVALID');
  if (days > REPORT_MAX_DAYS) throw badRequest('ISSUE_RANGE_TOO_LONG', { max: REPORT_MAX_DAYS });
}

/** History's range: as asked, filling an open end so the range stays a bounded one. */
export function historyRange(asked: DayRange, now: Date, timeZone: string): Required<DayRange> {
  const to =
    asked.to ?? (asked.from ? addDays(asked.from, DEFAULT_HISTORY_DAYS - 1) : localDate(now, timeZone));
  const from = asked.from ?? addDays(to, -(DEFAULT_HISTORY_DAYS - 1));
  checkRange({ from, to });
  return { from, to };
}

/** The instant a community-local date begins. */
export const localDayStart = (date: string, timeZone: string): SQL =>
  sql`(${date}::date::timestamp at time zone ${timeZone})`;

/** `column` falls on one of the range's days, in the community's time zone. */
export function withinDays(column: PgColumn | SQL, range: DayRange, timeZone: string): SQL | undefined {
  const parts: SQL[] = [];
  if (range.from) parts.push(sql`${column} >= ${localDayStart(range.from, timeZone)}`);
  if (range.to) parts.push(sql`${column} < ${localDayStart(addDays(range.to, 1), timeZone)}`);
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/** The twelve months (YYYY-MM) ending with `last`, oldest first. */
export function twelveMonths(last: string): string[] {
  const [year, month] = last.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (11 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

/** The first day of the month after `month`. */
export const nextMonthStart = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 10);
};
