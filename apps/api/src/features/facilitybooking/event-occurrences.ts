import rrule from 'rrule';

import { addDays, localDate, wallTimeToInstant } from '../../platform/time/zone-clock';
import { badRequest } from './refusals';
import { minutesOf } from './slot-plan';

/**
 * Occurrences of a blocking event, worked out on the server for the asked window only. rrule
 * runs in floating time: the event's wall-clock start is given to it as if it were UTC, and each
 * occurrence it answers is turned back into an instant in the community's zone at the edge, so a
 * "every Monday 09:00" stays 09:00 in Bangkok whatever UTC says.
 */
export interface EventTiming {
  date: string;
  startTime: string;
  endTime: string;
  rrule: string | null;
  exdates: readonly string[];
}

export interface Occurrence {
  startsAt: Date;
  endsAt: Date;
}

// rrule ships CommonJS for Node (its ESM build is not in `exports`): take the class off the default.
const { RRule } = rrule;
type RRule = InstanceType<typeof RRule>;
const MINUTE = 60_000;
const ALLOWED = new Set([RRule.DAILY, RRule.WEEKLY, RRule.MONTHLY, RRule.YEARLY]);
/** A repeating event's occurrences are worked out at most this far (the last one bounds range reads). */
const MAX_OCCURRENCES = 2000;

export function durationOf(t: Pick<EventTiming, 'startTime' | 'endTime'>): number {
  const start = minutesOf(t.startTime);
  const end = minutesOf(t.endTime);
  return (end > start ? end - start : end + 24 * 60 - start) * MINUTE;
}

const floatingStart = (t: EventTiming) =>
  new Date(Date.parse(`${t.date}T00:00:00Z`) + minutesOf(t.startTime) * MINUTE);

/** The event's rule, checked: a readable RRULE, no DTSTART of its own, days or longer. */
export function ruleOf(t: EventTiming): RRule | null {
  if (!t.rrule) return null;
  let options: ReturnType<typeof RRule.parseString>;
  try {
    options = RRule.parseString(t.rrule.replace(/^RRULE:/i, ''));
  } catch {
    throw badRequest('RRULE_NOT_VALID', { rrule: t.rrule });
  }
  if (
    options.freq === undefined ||
    !ALLOWED.has(options.freq) ||
    options.dtstart ||
    options.byhour ||
    options.byminute
  )
    throw badRequest('RRULE_NOT_VALID', { rrule: t.rrule });
  return new RRule({ ...options, dtstart: floatingStart(t) });
}

const toInstant = (floating: Date, timeZone: string) => wallTimeToInstant(floating.getTime(), timeZone);

/** Occurrences overlapping the community days `from` to `to` (inclusive). */
export function occurrencesBetween(t: EventTiming, from: string, to: string, timeZone: string): Occurrence[] {
  const duration = durationOf(t);
  const rule = ruleOf(t);
  const starts = rule
    ? rule.between(
        new Date(Date.parse(`${from}T00:00:00Z`) - duration),
        new Date(Date.parse(`${addDays(to, 1)}T00:00:00Z`)),
        true,
      )
    : [floatingStart(t)];
  const skipped = new Set(t.exdates);
  const rangeStart = wallTimeToInstant(Date.parse(`${from}T00:00:00Z`), timeZone).getTime();
  const rangeEnd = wallTimeToInstant(Date.parse(`${addDays(to, 1)}T00:00:00Z`), timeZone).getTime();
  return starts
    .filter((s) => !skipped.has(s.toISOString().slice(0, 10)))
    .map((s) => ({
      startsAt: toInstant(s, timeZone),
      endsAt: toInstant(new Date(s.getTime() + duration), timeZone),
    }))
    .filter((o) => o.startsAt.getTime() < rangeEnd && o.endsAt.getTime() > rangeStart);
}

/** Occurrences overlapping an instant range (a booking's slot). */
export function occurrencesOverlapping(t: EventTiming, from: Date, to: Date, timeZone: string): Occurrence[] {
  return occurrencesBetween(
    t,
    addDays(localDate(from, timeZone), -1),
    localDate(to, timeZone),
    timeZone,
  ).filter((o) => o.startsAt < to && o.endsAt > from);
}

/** Where the event begins and, if it ends at all, where its last occurrence ends. */
export function extentOf(t: EventTiming, timeZone: string): { startsAt: Date; until: Date | null } {
  const rule = ruleOf(t);
  const first = floatingStart(t);
  const startsAt = toInstant(first, timeZone);
  if (!rule) return { startsAt, until: toInstant(new Date(first.getTime() + durationOf(t)), timeZone) };
  if (!rule.options.until && !rule.options.count) return { startsAt, until: null };
  const all = rule.all((_, i) => i < MAX_OCCURRENCES);
  const last = all.at(-1) ?? first;
  return { startsAt, until: toInstant(new Date(last.getTime() + durationOf(t)), timeZone) };
}
