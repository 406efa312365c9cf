import type { PatrolSchedule } from '@cc/contracts/patrol';
import { wallTimeToInstant } from '../../platform/time/zone-clock';

const MINUTE = 60_000;

export interface RoundTimes {
  /** The local date the round belongs to: the day its shift starts. */
  day: string;
  startsAt: Date;
  endsAt: Date;
  dueAt: Date;
}

export interface PlanTimes {
  weekdays: readonly number[];
  schedule: PatrolSchedule;
  durationMinutes: number;
  toleranceMinutes: number;
}

const minutesOf = (clock: string) => {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** 0 Sunday to 6 Saturday, of a calendar date (no zone: a date is a date). */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/**
 * The rounds a plan has on one local date. A shift that ends at or before it starts runs into the
 * next morning, and all its rounds belong to the date it started on (the night of the 3rd holds
 * its 02:00 round, which the calendar dates the 4th). Instants are exact across zone changes:
 * each start is read as that zone's wall clock.
 */
export function roundTimesOn(plan: PlanTimes, day: string, timeZone: string): RoundTimes[] {
  if (!plan.weekdays.includes(weekdayOf(day))) return [];
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const midnight = Date.UTC(y, m - 1, d);
  const s = plan.schedule;
  let offsets: number[];
  if (s.kind === 'TIMES') offsets = [...s.times].map(minutesOf).sort((a, b) => a - b);
  else {
    const from = minutesOf(s.shiftStart);
    let to = minutesOf(s.shiftEnd);
    if (to <= from) to += 24 * 60;
    offsets = [];
    for (let at = from; at < to; at += s.everyMinutes) offsets.push(at);
  }
  return offsets.map((minutes) => {
    const startsAt = wallTimeToInstant(midnight + minutes * MINUTE, timeZone);
    const endsAt = new Date(startsAt.getTime() + plan.durationMinutes * MINUTE);
    return { day, startsAt, endsAt, dueAt: new Date(endsAt.getTime() + plan.toleranceMinutes * MINUTE) };
  });
}
