import { RRULE_MAX } from '@cc/contracts/facilitybooking';
import { describe, expect, it } from 'vitest';
import { buildRrule, readRrule } from './rrule';

describe('buildRrule', () => {
  it('makes no rule for a one-off', () => {
    expect(buildRrule({ frequency: 'NONE', weekdays: [1], until: '2027-12-31' })).toBeNull();
  });

  it('repeats weekly on the chosen weekdays, in weekday order, until the end of the last day', () => {
    expect(buildRrule({ frequency: 'WEEKLY', weekdays: [4, 1, 4], until: '2027-12-31' })).toBe(
      'FREQ=WEEKLY;BYDAY=MO,TH;UNTIL=20271231T235959Z',
    );
  });

  it('repeats daily or monthly, with or without an end', () => {
    expect(buildRrule({ frequency: 'DAILY', weekdays: [], until: null })).toBe('FREQ=DAILY');
    expect(buildRrule({ frequency: 'MONTHLY', weekdays: [2], until: '2027-01-05' })).toBe(
      'FREQ=MONTHLY;UNTIL=20270105T235959Z',
    );
  });

  it('stays inside the contract length with every weekday', () => {
    const rule = buildRrule({ frequency: 'WEEKLY', weekdays: [0, 1, 2, 3, 4, 5, 6], until: '2027-12-31' });
    expect(rule!.length).toBeLessThanOrEqual(RRULE_MAX);
  });
});

describe('readRrule', () => {
  it('reads back what buildRrule wrote', () => {
    const repeat = { frequency: 'WEEKLY', weekdays: [1, 4], until: '2027-12-31' } as const;
    expect(readRrule(buildRrule({ ...repeat, weekdays: [...repeat.weekdays] }))).toEqual(repeat);
  });

  it('treats no rule, or one it cannot offer, as a one-off', () => {
    expect(readRrule(null).frequency).toBe('NONE');
    expect(readRrule('FREQ=YEARLY').frequency).toBe('NONE');
  });

  it('reads an UNTIL written at midnight', () => {
    expect(readRrule('FREQ=DAILY;UNTIL=20271231T000000Z').until).toBe('2027-12-31');
  });
});
