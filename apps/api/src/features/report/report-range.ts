import { REPORT_MAX_DAYS } from '@cc/contracts/report';
import { addDays, localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import { badRequest } from './refusals';

const DAY_MS = 86_400_000;
/** The range a report covers when the caller names none: the last 30 days, today included. */
const DEFAULT_DAYS = 30;

export interface DayRange {
  /** Local days, both inclusive. */
  from: string;
  to: string;
  /** The instants they span: the first day's midnight up to the day after the last (exclusive). */
  start: Date;
  end: Date;
  timeZone: string;
}

/** The number of days from `from` to `to`, both counted. */
export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** A caller's range, checked: in order and at most REPORT_MAX_DAYS long (else a 400, nothing read). */
export function dayRange(q: { from?: string; to?: string }, timeZone: string, now: Date): DayRange {
  const to = q.to ?? (q.from ? addDays(q.from, DEFAULT_DAYS - 1) : localDate(now, timeZone));
  const from = q.from ?? addDays(to, -(DEFAULT_DAYS - 1));
  if (from > to) throw badRequest('REPORT_RANGE_REVERSED');
  if (daysIn(from, to) > REPORT_MAX_DAYS) throw badRequest('REPORT_RANGE_TOO_LONG');
  return {
    from,
    to,
    start: startOfLocalDay(from, timeZone),
    end: startOfLocalDay(addDays(to, 1), timeZone),
    timeZone,
  };
}

/** Every local day of the range, in order. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}

/** Every month (YYYY-MM) the range touches, in order. */
export function eachMonth(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.slice(0, 7).split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last) return months;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}
