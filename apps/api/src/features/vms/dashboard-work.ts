import type { Dashboard, Hourly, TopUnit } from '@cc/contracts/vms-admin-ops';
import { TOP_UNITS_LIMIT } from '@cc/contracts/vms-admin-ops';
import { VISITOR_TYPES, type VisitorType } from '@cc/contracts/vms-records';
import { addDays, localDate, startOfLocalDay } from '../../platform/time/zone-clock';
import {
  batchesWaitingVerify,
  entriesBetween,
  feesBetween,
  insideFigures,
  perHour,
  topUnits,
} from './dashboard-queries';
import { loadGate } from './settings-queries';
import type { VmsWork } from './vms-work';

/** A community day as instants: its local midnight and the next one (a day of 23 or 25 hours too). */
const dayBounds = (w: VmsWork, day: string) => ({
  from: startOfLocalDay(day, w.timeZone),
  to: startOfLocalDay(addDays(day, 1), w.timeZone),
});

export async function dashboard(w: VmsWork): Promise<Dashboard> {
  const { overstayMinutes } = await loadGate(w);
  const day = localDate(w.now, w.timeZone);
  const { from, to } = dayBounds(w, day);
  const inside = await insideFigures(w, new Date(w.now.getTime() - overstayMinutes * 60_000));
  const insideByType = Object.fromEntries(VISITOR_TYPES.map((t) => [t, 0])) as Record<VisitorType, number>;
  for (const r of inside) insideByType[r.type] = r.inside;
  return {
    day,
    insideNow: inside.reduce((n, r) => n + r.inside, 0),
    todayEntries: await entriesBetween(w, from, to),
    overstays: inside.reduce((n, r) => n + r.overstays, 0),
    overstayMinutes,
    insideByType,
    feesTodaySatang: await feesBetween(w, from, to),
    batchesToVerify: await batchesWaitingVerify(w),
  };
}

export async function hourly(w: VmsWork, day = localDate(w.now, w.timeZone)): Promise<Hourly> {
  const { from, to } = dayBounds(w, day);
  const hoursInDay = Math.round((to.getTime() - from.getTime()) / 3_600_000);
  const hours = Array.from({ length: hoursInDay }, (_, hour) => ({ hour, entries: 0, exits: 0 }));
  for (const r of await perHour(w, 'in', from, to)) if (hours[r.hour]) hours[r.hour]!.entries = r.n;
  for (const r of await perHour(w, 'out', from, to)) if (hours[r.hour]) hours[r.hour]!.exits = r.n;
  return { day, hours };
}

export async function mostVisitedUnits(w: VmsWork, fromDay: string, toDay: string): Promise<TopUnit[]> {
  return topUnits(
    w,
    startOfLocalDay(fromDay, w.timeZone),
    startOfLocalDay(addDays(toDay, 1), w.timeZone),
    TOP_UNITS_LIMIT,
  );
}
