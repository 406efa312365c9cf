import { localDate } from '../../platform/time/zone-clock';
import { allFeatures } from '../all-features';
import type { AgmmeetingWork } from './agmmeeting-work';

/** Condominium Act s.18/1: an owner six months or more behind with the common fees has no vote. */
export const ARREARS_MONTHS = 6;

/** The calendar day `months` before a YYYY-MM-DD day, clamped to the shorter month's end. */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 - months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * The units whose oldest unpaid bill fell due six months or more before the meeting's day (in the
 * community's zone), as the feature that bills units answers. No billing feature, no arrears: every
 * unit keeps its vote.
 */
export async function unitsInArrears(
  w: Pick<AgmmeetingWork, 'tx' | 'scope' | 'timeZone'>,
  meetingStartsAt: Date,
): Promise<Set<string>> {
  const cutoff = monthsBefore(localDate(meetingStartsAt, w.timeZone), ARREARS_MONTHS);
  const out = new Set<string>();
  for (const feature of await allFeatures()) {
    if (!feature.unitArrears) continue;
    for (const [unitId, due] of await feature.unitArrears(w.tx, w.scope)) if (due <= cutoff) out.add(unitId);
  }
  return out;
}
