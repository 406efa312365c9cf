import { describe, expect, it } from 'vitest';
import { slotStartingAt, slotsBetween, weekOf, windowOpensAt } from './slot-plan';

const BKK = 'Asia/Bangkok';
const everyDay = (open: string, close: string) => Array.from({ length: 7 }, () => ({ open, close }));

describe('slot plan', () => {
  it('cuts the hours into slots in community time, stored as UTC', () => {
    const slots = slotsBetween(
      { slotMinutes: 60, hours: everyDay('06:00', '09:00'), closedDates: [] },
      '2026-12-01',
      '2026-12-01',
      BKK,
    );
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual([
      '2026-11-30T23:00:00.000Z',
      '2026-12-01T00:00:00.000Z',
      '2026-12-01T01:00:00.000Z',
    ]);
    expect(slots.every((s) => s.day === '2026-12-01')).toBe(true);
  });

  it('counts a 23:00 to 01:00 slot for the day it starts', () => {
    const rules = { slotMinutes: 120, hours: everyDay('23:00', '01:00'), closedDates: [] };
    const [slot] = slotsBetween(rules, '2026-12-05', '2026-12-05', BKK);
    expect(slot).toMatchObject({ day: '2026-12-05' });
    expect(slot!.startsAt.toISOString()).toBe('2026-12-05T16:00:00.000Z');
    expect(slot!.endsAt.toISOString()).toBe('2026-12-05T18:00:00.000Z');
    expect(slotStartingAt(rules, new Date('2026-12-05T16:00:00Z'), BKK)?.day).toBe('2026-12-05');
  });

  it('gives a whole-day facility one slot, none on closed days or closed weekdays', () => {
    const hours = everyDay('08:00', '20:00');
    hours[0] = null as never; // Sundays closed
    const rules = { slotMinutes: null, hours, closedDates: ['2026-12-10'] };
    const days = slotsBetween(rules, '2026-12-05', '2026-12-11', BKK).map((s) => s.day);
    expect(days).toEqual(['2026-12-05', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-11']);
  });

  it('knows a time that is not a slot start', () => {
    const rules = { slotMinutes: 60, hours: everyDay('06:00', '09:00'), closedDates: [] };
    expect(slotStartingAt(rules, new Date('2026-12-01T00:30:00Z'), BKK)).toBeUndefined();
  });

  it('opens 08:00 Bangkok as 01:00 UTC, N days ahead', () => {
    expect(windowOpensAt('2026-12-10', 7, '08:00', BKK).toISOString()).toBe('2026-12-03T01:00:00.000Z');
  });

  it('starts weeks on Monday', () => {
    expect(weekOf('2026-11-29')).toBe('2026-11-23'); // a Sunday
    expect(weekOf('2026-11-30')).toBe('2026-11-30');
  });
});
