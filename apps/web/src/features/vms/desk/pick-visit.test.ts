import type { Visit } from '@cc/contracts/vms-records';
import { describe, expect, it } from 'vitest';
import { pickVisit } from './pick-visit';

const visit = (over: Partial<Visit>): Visit => ({
  visitID: over.slipCode ?? 'x',
  slipCode: 'AAAAAA',
  name: 'Somchai',
  phone: null,
  visitorType: 'GUEST',
  vehicleType: 'CAR',
  plate: null,
  province: null,
  unitID: 'u',
  unitNo: 'A-0101',
  purpose: null,
  idDocument: null,
  badge: null,
  checkedInAt: '2026-11-27T01:00:00Z',
  checkedOutAt: null,
  stamps: 0,
  feeSatang: null,
  paymentMethod: null,
  waiveReason: null,
  forcedOutReason: null,
  overstayed: false,
  passID: null,
  hasFacePhoto: false,
  hasPlatePhoto: false,
  ...over,
});

describe('pickVisit', () => {
  it('takes the slip code first, even of a visit already out', () => {
    const out = visit({ slipCode: 'K7M2QA', checkedOutAt: '2026-11-27T02:00:00Z' });
    const other = visit({ slipCode: 'ZZZZZZ', badge: 'K7M2QA' });
    expect(pickVisit([other, out], 'k7m2qa')).toBe(out);
  });

  it('takes a badge or plate of a visit inside', () => {
    const a = visit({ slipCode: 'AAAAAA', badge: 'V-07' });
    const b = visit({ slipCode: 'BBBBBB', plate: 'กข 1234' });
    expect(pickVisit([a, b], 'v-07')).toBe(a);
    expect(pickVisit([a, b], 'กข 1234')).toBe(b);
  });

  it('takes the only visit inside, lists several, and answers null for none inside', () => {
    const a = visit({ slipCode: 'AAAAAA' });
    const b = visit({ slipCode: 'BBBBBB' });
    const gone = visit({ slipCode: 'CCCCCC', checkedOutAt: '2026-11-27T02:00:00Z' });
    expect(pickVisit([a, gone], 'Somchai')).toBe(a);
    expect(pickVisit([a, b, gone], 'Somchai')).toEqual([a, b]);
    expect(pickVisit([gone], 'Somchai')).toBeNull();
    expect(pickVisit([], 'nobody')).toBeNull();
  });
});
