import { describe, expect, it } from 'vitest';
import { toSendInput } from './message-form-values';

const base = { title: '  แจ้งปิดน้ำ ', body: ' วันเสาร์ ' };
const both = { buildingIDs: ['b1'], units: [{ value: 'u1', label: 'A-0101' }], minOverdueBaht: 1500.5 };

describe('the send dialog', () => {
  it("sends only the chosen audience's fields, trimmed, with money in satang", () => {
    expect(toSendInput({ ...base, ...both, audience: 'ALL' })).toEqual({
      title: 'แจ้งปิดน้ำ',
      body: 'วันเสาร์',
      audience: 'ALL',
    });
    expect(toSendInput({ ...base, ...both, audience: 'BUILDINGS' }).buildingIDs).toEqual(['b1']);
    expect(toSendInput({ ...base, ...both, audience: 'UNITS' })).toMatchObject({ unitIDs: ['u1'] });
    expect(toSendInput({ ...base, ...both, audience: 'DEBTORS' })).toMatchObject({
      minOverdueSatang: 150050,
    });
    expect(toSendInput({ ...base, audience: 'DEBTORS', minOverdueBaht: null })).not.toHaveProperty(
      'minOverdueSatang',
    );
    expect(toSendInput({ ...base, audience: 'DEBTORS', minOverdueBaht: 0.1 + 0.2 }).minOverdueSatang).toBe(
      30,
    );
  });
});
