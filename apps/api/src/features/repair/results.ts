import type { resultsSchema } from '@cc/contracts/repair-records';
import type { z } from 'zod';
import { startOfLocalDay } from '../../platform/time/zone-clock';
import { badRequest } from './refusals';
import type { RepairWork } from './repair-work';
import { monthRows, starsRows } from './results-queries';

export type Results = z.infer<typeof resultsSchema>;

/** Two years of months is what a report page compares; longer asks are the caller's mistake. */
export const RESULTS_MONTHS_MAX = 24;

const monthIndex = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  if (year < 2000 || year > 2999 || m < 1 || m > 12) throw badRequest('REPAIR_NOT_A_MONTH', { month });
  return year * 12 + m - 1;
};
const nextMonth = (month: string) => {
  const i = monthIndex(month) + 1;
  return `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;
};
const round = (x: number | null, places: number) =>
  x === null ? null : Math.round(Number(x) * 10 ** places) / 10 ** places;

/** The months from `from` to `to` (both included), checked before any of them is read. */
export function checkMonths(from: string, to: string) {
  const count = monthIndex(to) - monthIndex(from) + 1;
  if (count < 1) throw badRequest('REPAIR_RANGE_BACKWARDS');
  if (count > RESULTS_MONTHS_MAX) throw badRequest('REPAIR_MONTHS_TOO_MANY', { max: RESULTS_MONTHS_MAX });
}

/** The operating results of the months `from` to `to`, and the stars of the reviews given in them. */
export async function resultsOf(w: RepairWork, from: string, to: string): Promise<Results> {
  checkMonths(from, to);
  const rows = await monthRows(w.tx, w.scope, w.timeZone, from, to);
  const starts = startOfLocalDay(`${from}-01`, w.timeZone);
  const ends = startOfLocalDay(`${nextMonth(to)}-01`, w.timeZone);
  const stars = async (by: 'category' | 'technician') =>
    (await starsRows(w.tx, w.scope, by, starts, ends)).map((s) => ({
      id: s.id,
      name: s.name,
      stars: round(s.stars, 2)!,
      reviews: s.reviews,
    }));
  return {
    months: rows.map((m) => ({
      month: m.month,
      received: m.received,
      accepted: m.accepted,
      rejected: m.rejected,
      closed: m.closed,
      forceClosed: m.force_closed,
      medianHoursToAccept: round(m.to_accept, 2),
      medianHoursToVisit: round(m.to_visit, 2),
      medianHoursToClose: round(m.to_close, 2),
      withinSla: round(m.within_sla, 4),
      quotedSatang: Number(m.quoted),
      collectedSatang: Number(m.collected),
    })),
    starsByCategory: (await stars('category')).map(({ id, ...s }) => ({ categoryID: id, ...s })),
    starsByTechnician: (await stars('technician')).map(({ id, ...s }) => ({ technicianID: id, ...s })),
  };
}
