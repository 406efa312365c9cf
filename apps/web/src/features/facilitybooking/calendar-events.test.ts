import type { Booking, Slot } from '@cc/contracts/facilitybooking';
import { describe, expect, it } from 'vitest';
import { STATE_COLOURS } from './booking-states';
import {
  bookingBlock,
  gridStep,
  occurrenceBlock,
  shownOnCalendar,
  slotBlock,
  slotsInSpan,
  visibleHours,
} from './calendar-events';

const booking = (state: Booking['state']): Booking => ({
  bookingID: 'b1',
  facilityID: 'f1',
  facilityName: 'Fitness',
  unitID: 'u1',
  unitNo: 'A-0101',
  state,
  startsAt: '2026-11-27T02:00:00.000Z',
  endsAt: '2026-11-27T03:00:00.000Z',
  day: '2026-11-27',
  people: 1,
  note: null,
  feeSatang: 0,
  depositSatang: 0,
  depositState: 'NONE',
  depositReason: null,
  code: 'X',
  bookedBy: { userID: 'p', name: 'Office' },
  source: 'CONSOLE',
  createdAt: '2026-11-20T00:00:00.000Z',
  reason: null,
  expiresAt: null,
  checkedInAt: null,
  groupID: null,
});

const slot = (startsAt: string, endsAt: string, more: Partial<Slot> = {}): Slot => ({
  facilityID: 'f1',
  startsAt,
  endsAt,
  day: '2026-11-27',
  capacity: 20,
  taken: 5,
  left: 15,
  events: [],
  bookable: true,
  blockedBy: null,
  opensAt: '2026-11-13T00:00:00.000Z',
  ...more,
});

describe('calendar blocks', () => {
  it('colours a booking by its state and names its unit and facility', () => {
    for (const state of ['PENDING', 'CONFIRMED', 'NO_SHOW'] as const) {
      const block = bookingBlock(booking(state));
      expect(block.color).toBe(STATE_COLOURS[state].fill);
      expect(block.contrastColor).toBe(STATE_COLOURS[state].text);
      expect(block.title).toBe('A-0101 · Fitness');
      expect(block.display).toBeUndefined();
    }
  });

  it('gives every state a distinct fill', () => {
    const fills = Object.values(STATE_COLOURS).map((c) => c.fill);
    expect(new Set(fills).size).toBe(fills.length);
  });

  it('draws events behind the bookings', () => {
    const block = occurrenceBlock({
      eventID: 'e1',
      title: 'Pool cleaning',
      startsAt: '2026-11-27T01:00:00.000Z',
      endsAt: '2026-11-27T03:00:00.000Z',
    });
    expect(block.display).toBe('background');
    expect(block.title).toBe('Pool cleaning');
  });

  it('labels open slots with places left and leaves event-blocked ones to the event', () => {
    const label = (s: Slot) => `${s.left} left`;
    const open = slotBlock(slot('2026-11-27T02:00:00Z', '2026-11-27T03:00:00Z'), label);
    expect(open?.title).toBe('15 left');
    expect(open?.className).toBe('fb-slot--open');
    const full = slotBlock(
      slot('2026-11-27T02:00:00Z', '2026-11-27T03:00:00Z', { left: 0, bookable: false, blockedBy: 'FULL' }),
      label,
    );
    expect(full?.className).toBe('fb-slot--closed');
    expect(slotBlock(slot('a', 'b', { blockedBy: 'EVENT' }), label)).toBeNull();
  });
});

describe('slotsInSpan', () => {
  const slots = [
    slot('2026-11-27T04:00:00.000Z', '2026-11-27T05:00:00.000Z'),
    slot('2026-11-27T02:00:00.000Z', '2026-11-27T03:00:00.000Z'),
    slot('2026-11-27T03:00:00.000Z', '2026-11-27T04:00:00.000Z'),
  ];

  it('takes the slots wholly inside a drag, in time order, whatever the offset it is written in', () => {
    const picked = slotsInSpan(slots, '2026-11-27T09:00:00+07:00', '2026-11-27T11:00:00+07:00');
    expect(picked.map((s) => s.startsAt)).toEqual(['2026-11-27T02:00:00.000Z', '2026-11-27T03:00:00.000Z']);
  });

  it('takes every slot of the days a month view selects, by community day', () => {
    const days = [
      slot('2026-11-27T01:00:00.000Z', '2026-11-27T13:00:00.000Z'),
      slot('2026-11-27T18:00:00.000Z', '2026-11-28T02:00:00.000Z', { day: '2026-11-28' }),
    ];
    expect(slotsInSpan(days, '2026-11-28', '2026-11-29').map((s) => s.day)).toEqual(['2026-11-28']);
  });

  it('leaves out a slot the drag only half covers', () => {
    expect(slotsInSpan(slots, '2026-11-27T02:30:00Z', '2026-11-27T04:00:00Z')).toHaveLength(1);
  });
});

describe('visibleHours and gridStep', () => {
  it('spans the earliest opening to the latest closing, to the hour', () => {
    const hours = [
      null,
      { open: '06:30', close: '21:15' },
      { open: '08:00', close: '22:00' },
      null,
      null,
      null,
      null,
    ];
    expect(visibleHours(hours)).toEqual({ min: '06:00:00', max: '22:00:00' });
  });

  it('runs to midnight when a day closes after it', () => {
    expect(visibleHours([{ open: '18:00', close: '02:00' }]).max).toBe('24:00:00');
  });

  it('falls back to office hours when nothing is open', () => {
    expect(visibleHours([null, null])).toEqual({ min: '06:00:00', max: '22:00:00' });
  });

  it('steps the grid by the slot length', () => {
    expect(gridStep(60)).toBe('01:00:00');
    expect(gridStep(45)).toBe('00:45:00');
    expect(gridStep(null)).toBe('01:00:00');
  });
});

describe('shownOnCalendar', () => {
  it('leaves out cancelled, rejected and expired bookings unless asked', () => {
    const all = (['CONFIRMED', 'CANCELLED', 'REJECTED', 'EXPIRED', 'NO_SHOW', 'PENDING'] as const).map(
      booking,
    );
    expect(shownOnCalendar(all, false).map((b) => b.state)).toEqual(['CONFIRMED', 'NO_SHOW', 'PENDING']);
    expect(shownOnCalendar(all, true)).toHaveLength(6);
  });
});
