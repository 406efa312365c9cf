import type { FacilityEvent } from '@cc/contracts/facilitybooking';
import type { EventInput } from './api/events';
import { buildRrule, type RepeatFrequency, readRrule } from './rrule';

/** The event form's values: the first occurrence, and how it repeats in the form's own terms. */
export interface EventFormValues {
  title: string;
  date: string;
  startTime: string;
  endTime: string;
  frequency: RepeatFrequency;
  weekdays: number[];
  until: string | null;
  exdates: string[];
}

/** The contract's event fields from the form; a weekly repeat with no weekday picked repeats on the first day's. */
export function toEventInput(v: EventFormValues, facilityID: string): Omit<EventInput, 'clashes' | 'dryRun'> {
  const weekdays =
    v.frequency === 'WEEKLY' && !v.weekdays.length
      ? [new Date(`${v.date}T00:00:00Z`).getUTCDay()]
      : v.weekdays;
  return {
    facilityID,
    title: v.title.trim(),
    date: v.date,
    startTime: v.startTime,
    endTime: v.endTime,
    rrule: buildRrule({ frequency: v.frequency, weekdays, until: v.until }),
    exdates: v.frequency === 'NONE' ? [] : [...new Set(v.exdates)].sort(),
  };
}

export function eventToFormValues(e: FacilityEvent): EventFormValues {
  const repeat = readRrule(e.rrule);
  return {
    title: e.title,
    date: e.date,
    startTime: e.startTime,
    endTime: e.endTime,
    frequency: repeat.frequency,
    weekdays: repeat.weekdays,
    until: repeat.until,
    exdates: e.exdates,
  };
}

export const newEventValues = (today: string): EventFormValues => ({
  title: '',
  date: today,
  startTime: '09:00',
  endTime: '10:00',
  frequency: 'NONE',
  weekdays: [],
  until: null,
  exdates: [],
});
