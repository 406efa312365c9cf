import type { Evidence } from '@cc/contracts/billing';
import { describe, expect, it } from 'vitest';
import { evidenceWarnings } from './evidence-warnings';

const slip: Evidence = {
  evidenceID: 'e1',
  unitID: 'u1',
  unitNo: 'A-0101',
  billID: 'b1',
  billNo: 'B2569-000001',
  amountSatang: 150_000,
  paidAt: '2026-11-01T03:00:00.000Z',
  method: 'TRANSFER',
  source: 'RESIDENT',
  status: 'SUBMITTED',
  slip: { kind: 'SLIP', sendingBank: '004', transRef: 'REF1' },
  flaggedReason: null,
  duplicateOfID: null,
  note: null,
  rejectReason: null,
  recordedBy: 'r1',
  verifiedBy: null,
  decidedAt: null,
  printed: false,
  createdAt: '2026-11-01T03:00:00.000Z',
  slipInquiry: null,
};

describe('evidenceWarnings', () => {
  it('has none for a clean slip paying what its bill owes, or without a bill to compare', () => {
    expect(evidenceWarnings({ ...slip, billOutstandingSatang: 150_000 })).toEqual([]);
    expect(evidenceWarnings({ ...slip, billOutstandingSatang: null })).toEqual([]);
    expect(evidenceWarnings(slip)).toEqual([]);
  });

  it("names the QR's trouble", () => {
    for (const flag of ['UNREADABLE', 'NOT_SLIP', 'BAD_CRC'] as const)
      expect(evidenceWarnings({ ...slip, flaggedReason: flag })).toEqual([{ key: flag }]);
  });

  it('names the bill an earlier copy of the slip claimed, else its unit', () => {
    const resent = { ...slip, flaggedReason: 'REUSED_AFTER_REJECT' as const, duplicateOfID: 'e0' };
    expect(
      evidenceWarnings({
        ...resent,
        duplicate: { billNo: 'B2569-000007', unitNo: 'A-0101', status: 'REJECTED' },
      }),
    ).toEqual([{ key: 'duplicate', values: { bill: 'B2569-000007' } }]);
    expect(
      evidenceWarnings({ ...resent, duplicate: { billNo: null, unitNo: 'A-0101', status: 'REJECTED' } }),
    ).toEqual([{ key: 'duplicate', values: { bill: 'A-0101' } }]);
  });

  it('flags an amount other than what the bill owes, only while the payment waits', () => {
    expect(evidenceWarnings({ ...slip, billOutstandingSatang: 100_000 })).toEqual([
      { key: 'amountMismatch', values: { owed: 100_000, paid: 150_000 } },
    ]);
    expect(evidenceWarnings({ ...slip, status: 'VERIFIED', billOutstandingSatang: 0 })).toEqual([]);
  });
});
