import type { FacilityEvent } from '@cc/contracts/facilitybooking';
import { createEventSchema } from '@cc/contracts/facilitybooking-inputs';
import { describe, expect, it } from 'vitest';
import { eventToFormValues, newEventValues, toEventInput } from './event-form-values';

const FACILITY = '6f1c0c3e-2f7b-4b53-9d1e-0d3c2f9b1a11';

describe('event form values', () => {
  it('makes a weekly maintenance the contract accepts', () => {
    const input = toEventInput(
      {
        ...newEventValues('2026-11-30'),
        title: ' Pool cleaning ',
        frequency: 'WEEKLY',
        weekdays: [4, 1],
        until: '2027-12-31',
        exdates: ['2026-12-31', '2026-12-03'],
      },
      FACILITY,
    );
    expect(input).toMatchObject({
      title: 'Pool cleaning',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20271231T235959Z',
      exdates: ['2026-12-03', '2026-12-31'],
    });
    const body = {
      ...input,
      communityID: '8c1f7a52-6d1e-4c1b-9c53-1f9e2b3a4d5e',
      clashes: 'REFUSE',
      dryRun: true,
    };
    expect(createEventSchema.safeParse(body).success).toBe(true);
  });

  it('repeats weekly on the first day when no weekday is picked', () => {
    // 2026-11-30 is a Monday.
    expect(
      toEventInput({ ...newEventValues('2026-11-30'), title: 'x', frequency: 'WEEKLY' }, FACILITY).rrule,
    ).toBe('FREQ=WEEKLY;BYDAY=MO');
  });

  it('sends no rule and no exceptions for a one-off', () => {
    const input = toEventInput(
      { ...newEventValues('2026-11-30'), title: 'x', exdates: ['2026-12-01'] },
      FACILITY,
    );
    expect(input.rrule).toBeNull();
    expect(input.exdates).toEqual([]);
  });

  it('reads a saved event back into the form', () => {
    const event = {
      title: 'Cleaning',
      date: '2026-11-30',
      startTime: '06:00',
      endTime: '08:00',
      rrule: 'FREQ=WEEKLY;BYDAY=MO;UNTIL=20271231T000000Z',
      exdates: ['2026-12-28'],
    } as FacilityEvent;
    expect(eventToFormValues(event)).toEqual({
      title: 'Cleaning',
      date: '2026-11-30',
      startTime: '06:00',
      endTime: '08:00',
      frequency: 'WEEKLY',
      weekdays: [1],
      until: '2027-12-31',
      exdates: ['2026-12-28'],
    });
  });
});
