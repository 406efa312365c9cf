import type { appointmentSchema, repairSlotSchema } from '@cc/contracts/repair-records';
import type { z } from 'zod';
import { technicianColour } from './states';

export type Appointment = z.infer<typeof appointmentSchema>;
export type RepairSlot = z.infer<typeof repairSlotSchema>;

/** FullCalendar 7's event input, kept to the fields used here. */
export interface CalendarBlock {
  id: string;
  title: string;
  start: string;
  end: string;
  display?: 'background';
  color?: string;
  contrastColor?: string;
  className?: string;
  editable?: boolean;
  extendedProps: { kind: 'appointment'; appointment: Appointment } | { kind: 'slot'; slot: RepairSlot };
}

/** States whose appointment can still move (the schedule move's from-states less ACCEPTED/APPROVED). */
const MOVABLE = new Set<Appointment['state']>(['SCHEDULED']);

/**
 * An appointment in its technician's colour (by the technicians' order), titled by unit and
 * category; only a scheduled one can be dragged to another slot.
 */
export function appointmentBlock(a: Appointment, technicianOrder: readonly string[]): CalendarBlock {
  return {
    id: a.requestID,
    title: `#${a.no} ${a.unitNo} · ${a.categoryName} · ${a.technicianName}`,
    start: a.startsAt,
    end: a.endsAt,
    color: technicianColour(Math.max(0, technicianOrder.indexOf(a.technicianID))),
    contrastColor: '#ffffff',
    className: `rp-appt rp-appt--${a.state.toLowerCase()}`,
    editable: MOVABLE.has(a.state),
    extendedProps: { kind: 'appointment', appointment: a },
  };
}

/** A slot of the chosen category shaded by places left, labelled in the reader's words. */
export const slotBlock = (s: RepairSlot, label: (s: RepairSlot) => string): CalendarBlock => ({
  id: `slot-${s.startsAt}`,
  title: label(s),
  start: s.startsAt,
  end: s.endsAt,
  display: 'background',
  className: s.places > 0 ? 'rp-slot--open' : 'rp-slot--full',
  extendedProps: { kind: 'slot', slot: s },
});

const minutes = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockText = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}:00`;

/** The hours the grid shows: the setting's first slot start to its last slot end, to the hour. */
export function visibleHours(slots: readonly { start: string; end: string }[]): { min: string; max: string } {
  if (!slots.length) return { min: '08:00:00', max: '18:00:00' };
  const min = Math.min(...slots.map((s) => minutes(s.start)));
  const max = Math.max(...slots.map((s) => minutes(s.end)));
  return {
    min: clockText(Math.floor(min / 60) * 60),
    max: clockText(Math.min(24 * 60, Math.ceil(max / 60) * 60)),
  };
}
