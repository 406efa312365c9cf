import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toCounterPayment } from './counter-payment-values';

describe('toCounterPayment', () => {
  it("sends satang, the community's instant, and leaves out blanks", () => {
    const input = toCounterPayment(
      {
        unitID: 'u1',
        method: 'CASH',
        amount: 1234.56,
        paidAt: dayjs(new Date(2026, 10, 1, 9, 30)),
        note: '  ',
      },
      'Asia/Bangkok',
    );
    expect(input).toEqual({
      unitID: 'u1',
      method: 'CASH',
      amountSatang: 123_456,
      paidAt: '2026-11-01T02:30:00.000Z',
    });
  });

  it('keeps a chosen bill and a note, and rounds amounts that floats cannot hold exactly', () => {
    const input = toCounterPayment(
      {
        unitID: 'u1',
        billID: 'b1',
        method: 'CHEQUE',
        amount: 0.29,
        paidAt: dayjs(new Date(2026, 0, 5, 0, 0)),
        note: ' เช็คเลขที่ 123 ',
      },
      'UTC',
    );
    expect(input).toMatchObject({
      billID: 'b1',
      amountSatang: 29,
      note: 'เช็คเลขที่ 123',
      paidAt: '2026-01-05T00:00:00.000Z',
    });
  });
});
