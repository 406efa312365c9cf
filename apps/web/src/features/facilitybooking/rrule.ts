/**
 * How an event repeats, as the form asks it, and the RFC 5545 RRULE the API takes (without
 * DTSTART: the event's first day and times carry that). Weekdays count from Sunday, 0, like the
 * facility's hours.
 */
export type RepeatFrequency = 'NONE' | 'DAILY' | 'WEEKLY' | 'MONTHLY';

export interface Repeat {
  frequency: RepeatFrequency;
  /** Weekly only: the weekdays it happens on. */
  weekdays: number[];
  /** The last day it may happen (YYYY-MM-DD), or none for ever. */
  until: string | null;
}

const BYDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;

/**
 * The rule for a repeat, or null for a one-off. UNTIL is the end of the last day in UTC, so an
 * occurrence on that day still happens in a community east of Greenwich (Thailand is UTC+7).
 */
export function buildRrule(r: Repeat): string | null {
  if (r.frequency === 'NONE') return null;
  const parts = [`FREQ=${r.frequency}`];
  if (r.frequency === 'WEEKLY' && r.weekdays.length) {
    const days = [...new Set(r.weekdays)].sort((a, b) => a - b);
    parts.push(`BYDAY=${days.map((d) => BYDAY[d]).join(',')}`);
  }
  if (r.until) parts.push(`UNTIL=${r.until.replaceAll('-', '')}T235959Z`);
  return parts.join(';');
}

/** A saved rule back into the form's terms; parts the form does not offer are dropped. */
export function readRrule(rule: string | null | undefined): Repeat {
  const none: Repeat = { frequency: 'NONE', weekdays: [], until: null };
  if (!rule) return none;
  const fields = new Map(
    rule.split(';').map((p) => {
      const [k, v] = p.split('=');
      return [k?.toUpperCase() ?? '', v ?? ''] as const;
    }),
  );
  const freq = fields.get('FREQ');
  if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY') return none;
  const weekdays = (fields.get('BYDAY') ?? '')
    .split(',')
    .map((d) => BYDAY.indexOf(d as (typeof BYDAY)[number]))
    .filter((d) => d >= 0);
  const until = /^(\d{4})(\d{2})(\d{2})/.exec(fields.get('UNTIL') ?? '');
  return {
    frequency: freq,
    weekdays,
    until: until ? `${until[1]}-${until[2]}-${until[3]}` : null,
  };
}
