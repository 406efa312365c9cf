import { describe, expect, it } from 'vitest';
import { extentOf, occurrencesBetween, occurrencesOverlapping } from './event-occurrences';

const BKK = 'Asia/Bangkok';
const mondays = {
  date: '2026-11-30',
  startTime: '09:00',
  endTime: '11:00',
  rrule: 'FREQ=WEEKLY;BYDAY=MO',
  exdates: ['2026-12-14'],
};

describe('event occurrences', () => {
  it('blocks every Monday 09:00 to 11:00 Bangkok except the exception date', () => {
    const found = occurrencesBetween(mondays, '2026-11-29', '2026-12-27', BKK).map((o) =>
      o.startsAt.toISOString(),
    );
    expect(found).toEqual([
      '2026-11-30T02:00:00.000Z',
      '2026-12-07T02:00:00.000Z',
      '2026-12-21T02:00:00.000Z',
    ]);
  });

  it('finds the occurrence a slot overlaps, and none on other days', () => {
    const hit = occurrencesOverlapping(
      mondays,
      new Date('2026-12-07T03:00:00Z'),
      new Date('2026-12-07T04:00:00Z'),
      BKK,
    );
    expect(hit).toHaveLength(1);
    expect(
      occurrencesOverlapping(
        mondays,
        new Date('2026-12-14T03:00:00Z'),
        new Date('2026-12-14T04:00:00Z'),
        BKK,
      ),
    ).toEqual([]);
    expect(
      occurrencesOverlapping(
        mondays,
        new Date('2026-12-08T03:00:00Z'),
        new Date('2026-12-08T04:00:00Z'),
        BKK,
      ),
    ).toEqual([]);
  });

  it('bounds a rule with an end, leaves one without open', () => {
    expect(
      extentOf({ ...mondays, rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=3', exdates: [] }, BKK).until?.toISOString(),
    ).toBe('2026-12-14T04:00:00.000Z');
    expect(extentOf(mondays, BKK).until).toBeNull();
    expect(extentOf({ ...mondays, rrule: null }, BKK).until?.toISOString()).toBe('2026-11-30T04:00:00.000Z');
  });

  it('refuses rules finer than a day or with their own start', () => {
    expect(() =>
      occurrencesBetween({ ...mondays, rrule: 'FREQ=HOURLY' }, '2026-12-01', '2026-12-02', BKK),
    ).toThrow();
    expect(() =>
      occurrencesBetween({ ...mondays, rrule: 'nonsense' }, '2026-12-01', '2026-12-02', BKK),
    ).toThrow();
  });
});
