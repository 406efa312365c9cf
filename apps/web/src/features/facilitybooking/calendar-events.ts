import type { Booking, Slot } from '@cc/contracts/facilitybooking';
import { EVENT_FILL, STATE_COLOURS } from './booking-states';

/**
 * What the calendar draws: FullCalendar 7's event input, kept to the fields used here (v7 names
 * them `color`, `contrastColor` for the text, and one `className`).
 */
export interface CalendarBlock {
  id: string;
  title: string;
  start: string;
  end: string;
  display?: 'background';
  color?: string;
  contrastColor?: string;
  className?: string;
  extendedProps: { kind: 'booking'; booking: Booking } | { kind: 'event' } | { kind: 'slot'; slot: Slot };
}

export interface Occurrence {
  eventID: string;
  title: string;
  startsAt: string;
  endsAt: string;
}

/** A booking as a block in its state's colour, titled by unit and facility. */
export const bookingBlock = (b: Booking): CalendarBlock => {
  const c = STATE_COLOURS[b.state];
  return {
    id: `booking-${b.bookingID}`,
    title: `${b.unitNo} · ${b.facilityName}`,
    start: b.startsAt,
    end: b.endsAt,
    color: c.fill,
    contrastColor: c.text,
    className: `fb-booking--${b.state.toLowerCase()}`,
    extendedProps: { kind: 'booking', booking: b },
  };
};

/** An event occurrence shades the time it blocks, behind the bookings. */
export const occurrenceBlock = (o: Occurrence): CalendarBlock => ({
  id: `event-${o.eventID}-${o.startsAt}`,
  title: o.title,
  start: o.startsAt,
  end: o.endsAt,
  display: 'background',
  color: EVENT_FILL,
  className: 'fb-event',
  extendedProps: { kind: 'event' },
});

/**
 * A slot of the chosen facility, shaded by whether it can still be booked and labelled with its
 * places left (`label` words it in the reader's language). Slots inside an event are left to the
 * event's own shade.
 */
export const slotBlock = (s: Slot, label: (s: Slot) => string): CalendarBlock | null =>
  s.blockedBy === 'EVENT'
    ? null
    : {
        id: `slot-${s.facilityID}-${s.startsAt}`,
        title: label(s),
        start: s.startsAt,
        end: s.endsAt,
        display: 'background',
        className: s.left > 0 && s.bookable ? 'fb-slot--open' : 'fb-slot--closed',
        extendedProps: { kind: 'slot', slot: s },
      };

/**
 * The slots a drag covers: those wholly inside the chosen span, in time order. The calendar
 * snaps a drag to its grid, which need not match the facility's slot length.
 */
export function slotsInSpan(slots: readonly Slot[], start: string, end: string): Slot[] {
  // A month view selects whole days (YYYY-MM-DD, end exclusive): the community days, not UTC ones.
  const wholeDays = start.length === 10 && end.length === 10;
  const from = Date.parse(start);
  const to = Date.parse(end);
  return slots
    .filter((s) =>
      wholeDays
        ? s.day >= start && s.day < end
        : Date.parse(s.startsAt) >= from && Date.parse(s.endsAt) <= to,
    )
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt));
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockText = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00`;

/**
 * The hours a time grid shows for a facility: from its earliest opening to its latest closing,
 * to the hour; a day running past midnight shows to the end of the day. None open: office hours.
 */
export function visibleHours(hours: readonly ({ open: string; close: string } | null)[]): {
  min: string;
  max: string;
} {
  const open = hours.filter((h): h is { open: string; close: string } => !!h);
  if (!open.length) return { min: '06:00:00', max: '22:00:00' };
  const min = Math.min(...open.map((h) => minutesOf(h.open)));
  const max = Math.max(
    ...open.map((h) => (minutesOf(h.close) <= minutesOf(h.open) ? 24 * 60 : minutesOf(h.close))),
  );
  return {
    min: clockText(Math.floor(min / 60) * 60),
    max: clockText(Math.min(24 * 60, Math.ceil(max / 60) * 60)),
  };
}

/** A slot length as the calendar's grid step (60 → 01:00:00); a whole-day facility steps by the hour. */
export const gridStep = (slotMinutes: number | null) => clockText(slotMinutes ?? 60);

/** Bookings that no longer hold or use a place: the calendar leaves them out unless asked. */
const ENDED_UNUSED = new Set<Booking['state']>(['CANCELLED', 'REJECTED', 'EXPIRED']);

export const shownOnCalendar = (bookings: readonly Booking[], withEnded: boolean): Booking[] =>
  withEnded ? [...bookings] : bookings.filter((b) => !ENDED_UNUSED.has(b.state));
