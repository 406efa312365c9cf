import { describe, expect, it } from 'vitest';
import { type Appointment, appointmentBlock, slotBlock, visibleHours } from './calendar-events';
import { technicianColour } from './states';

const appt: Appointment = {
  requestID: 'r1',
  no: 12,
  unitNo: 'A-0304',
  categoryName: 'ประปา',
  state: 'SCHEDULED',
  startsAt: '2026-11-30T02:00:00.000Z',
  endsAt: '2026-11-30T04:00:00.000Z',
  technicianID: 't2',
  technicianName: 'วิชัย',
};

describe('calendar events', () => {
  it('draws an appointment in its technician colour, draggable only while scheduled', () => {
    const b = appointmentBlock(appt, ['t1', 't2']);
    expect(b).toMatchObject({
      id: 'r1',
      title: '#12 A-0304 · ประปา · วิชัย',
      start: appt.startsAt,
      end: appt.endsAt,
      color: technicianColour(1),
      editable: true,
    });
    expect(appointmentBlock({ ...appt, state: 'IN_PROGRESS' }, ['t1']).editable).toBe(false);
  });

  it('shades slots by places left', () => {
    const slot = { day: '2026-11-30', startsAt: 'a', endsAt: 'b', places: 0, technicians: [] };
    expect(slotBlock(slot, (s) => `${s.places}`)).toMatchObject({
      display: 'background',
      className: 'rp-slot--full',
      title: '0',
    });
    expect(slotBlock({ ...slot, places: 2 }, () => '').className).toBe('rp-slot--open');
  });

  it('shows the hours of the setting slots', () => {
    expect(
      visibleHours([
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '16:30' },
      ]),
    ).toEqual({ min: '09:00:00', max: '17:00:00' });
    expect(visibleHours([])).toEqual({ min: '08:00:00', max: '18:00:00' });
  });
});
