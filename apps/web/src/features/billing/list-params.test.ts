import { describe, expect, it } from 'vitest';
import { readBillFilter, writeBillFilter } from './list-params';

describe('the bill list address', () => {
  it('reads back what it writes', () => {
    const f = { period: '2026-10', status: 'ISSUED' as const, overdue: 'true' as const };
    expect(readBillFilter(writeBillFilter(f))).toEqual(f);
  });

  it('leaves out what does not parse', () => {
    expect(readBillFilter(new URLSearchParams('period=2026-13&status=LOST&buildingID=x&overdue=1'))).toEqual(
      {},
    );
  });
});
