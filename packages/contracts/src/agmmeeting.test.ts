import { describe, expect, it } from 'vitest';
import { AGM_SEATS_MAX, AGM_SEATS_MIN, AGM_TITLE_MAX } from './agmmeeting';
import { agmOps } from './agmmeeting-ops';

/** The console's forms read these constants; each schema stops exactly at its constant. */
const communityID = 'c1';
const meetingID = '00000000-0000-4000-8000-000000000001';
const takes = (schema: { safeParse: (v: unknown) => { success: boolean } }, value: unknown) =>
  schema.safeParse(value).success;

describe('general meeting contracts', () => {
  it('every path is under /api/agm/ and each method and path is one operation', () => {
    const ops = Object.values(agmOps);
    expect(ops.every((o) => o.path.startsWith('/api/agm/'))).toBe(true);
    expect(new Set(ops.map((o) => `${o.method} ${o.path}`)).size).toBe(ops.length);
  });

  it('an election fills AGM_SEATS_MIN to AGM_SEATS_MAX seats; a title stops at AGM_TITLE_MAX', () => {
    const election = (seats: number, title = 'Committee') =>
      takes(agmOps.agendaCreate.body, {
        communityID,
        meetingID,
        kind: 'ELECTION',
        title,
        seats,
        candidates: ['A'],
      });
    expect(
      [AGM_SEATS_MIN - 1, AGM_SEATS_MIN, AGM_SEATS_MAX, AGM_SEATS_MAX + 1].map((s) => election(s)),
    ).toEqual([false, true, true, false]);
    expect(election(AGM_SEATS_MIN, 'a'.repeat(AGM_TITLE_MAX))).toBe(true);
    expect(election(AGM_SEATS_MIN, 'a'.repeat(AGM_TITLE_MAX + 1))).toBe(false);
  });

  it('a weight override is 0 to 1000000 millionths, as digits', () => {
    const weight = (w: unknown) =>
      takes(agmOps.rollUpdate.body, {
        communityID,
        meetingID,
        unitID: meetingID,
        weight: w,
        reason: 'ratio corrected',
      });
    expect(['0', '1000000', '1000001', '0.5', 12].map(weight)).toEqual([true, true, false, false, false]);
  });
});
