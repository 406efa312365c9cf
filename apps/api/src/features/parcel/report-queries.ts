import { type SQL, sql } from 'drizzle-orm';
import { queryRows } from '../../platform/db/client';
import { overdueCount } from './count-queries';
import type { DeskWork } from './desk-work';
import { isWaiting } from './list-filter-queries';
import { startOfLocalDay } from './local-day-queries';
import { DAY_MS } from './local-time';
import { badRequest } from './refusals';
import { parcels } from './tables';

const MAX_DAYS = 366;

/** Every date from `from` to `to` inclusive, as YYYY-MM-DD. */
function datesBetween(from: string, to: string): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  const days = Math.round((Date.parse(`${to}T00:00:00Z`) - start) / DAY_MS) + 1;
  if (days < 1) throw badRequest('INVALID_RANGE');
  if (days > MAX_DAYS) throw badRequest('RANGE_TOO_LONG', { max: MAX_DAYS });
  return Array.from({ length: days }, (_, i) => new Date(start + i * DAY_MS).toISOString().slice(0, 10));
}

/** How many parcels a time column puts on each community-local day of the range. */
async function perDay(w: DeskWork, column: SQL, from: string, to: string) {
  const tz = w.desk.timeZone;
  const rows = await queryRows<{ day: string; n: number }>(
    w.tx,
    sql`select to_char(${column} at time zone ${tz}, 'YYYY-MM-DD') as day, count(*)::int as n
        from ${parcels}
        where ${w.scope.owns(parcels)}
          and ${column} >= ${startOfLocalDay(from, tz)} and ${column} < ${startOfLocalDay(to, tz, true)}
        group by 1`,
  );
  return new Map(rows.map((r) => [r.day, Number(r.n)]));
}

/** Received, handed out and returned per day: the report page's chart and table. */
export async function dailyHistory(w: DeskWork, from: string, to: string) {
  const dates = datesBetween(from, to);
  const [received, handedOut, returned] = [
    await perDay(w, sql`${parcels.receivedAt}`, from, to),
    await perDay(w, sql`${parcels.handedOutAt}`, from, to),
    await perDay(w, sql`${parcels.returnedAt}`, from, to),
  ];
  const days = dates.map((date) => ({
    date,
    received: received.get(date) ?? 0,
    handedOut: handedOut.get(date) ?? 0,
    returned: returned.get(date) ?? 0,
  }));
  const sum = (k: 'received' | 'handedOut' | 'returned') => days.reduce((n, d) => n + d[k], 0);
  return {
    timeZone: w.desk.timeZone,
    days,
    totals: { received: sum('received'), handedOut: sum('handedOut'), returned: sum('returned') },
  };
}

export const AGE_BUCKETS: { label: string; minDays: number; maxDays: number | null }[] = [
  { label: '0-1', minDays: 0, maxDays: 1 },
  { label: '2-3', minDays: 2, maxDays: 3 },
  { label: '4-7', minDays: 4, maxDays: 7 },
  { label: '8-14', minDays: 8, maxDays: 14 },
  { label: '15-30', minDays: 15, maxDays: 30 },
  { label: '31+', minDays: 31, maxDays: null },
];

/** Waiting parcels by whole days waited. */
export async function remainingByAge(w: DeskWork) {
  const rows = await queryRows<{ age: number; n: number }>(
    w.tx,
    sql`select floor(extract(epoch from now() - ${parcels.receivedAt}) / 86400)::int as age, count(*)::int as n
        from ${parcels} where ${w.scope.owns(parcels, isWaiting)} group by 1`,
  );
  const buckets = AGE_BUCKETS.map((b) => ({
    ...b,
    count: rows
      .filter((r) => r.age >= b.minDays && (b.maxDays === null || r.age <= b.maxDays))
      .reduce((n, r) => n + Number(r.n), 0),
  }));
  return {
    total: buckets.reduce((n, b) => n + b.count, 0),
    overdue: await overdueCount(w),
    buckets,
  };
}
