import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { billingKit } from './billing-test-kit';
import { creditOf, runAt, setCredit } from './chase-test-kit';
import { evidenceKit } from './evidence-test-kit';
import { billingUnitCredits } from './tables';

describe('unit credit', () => {
  apiTest(
    'pays a newly issued bill, never below zero, and a repeated run draws once',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      await setCredit(api, community, k.unitIds.A1, 100_000);
      await setCredit(api, community, k.unitIds.A2, 200_000);

      const a1 = await k.bill('A1', '2026-10');
      expect(a1).toMatchObject({
        status: 'PARTIALLY_PAID',
        totalSatang: 165525,
        creditUsedSatang: 100_000,
        paidSatang: 100_000,
        outstandingSatang: 65525,
      });
      expect(await creditOf(api, community, k.unitIds.A1)).toBe(0);

      // A draft draws nothing until it is issued.
      const draft = await k.bill('A2', '2026-10', { issue: false });
      expect(draft.creditUsedSatang).toBe(0);
      const issued = await k.send('POST', '/api/billing/update', {
        billID: draft.billID,
        version: draft.version,
        issue: true,
      });
      expect(issued.json().data).toMatchObject({
        status: 'PAID',
        creditUsedSatang: 110500,
        outstandingSatang: 0,
      });
      expect(await creditOf(api, community, k.unitIds.A2)).toBe(89500);

      // A run: B1's credit pays its bill once, however often the run is asked for.
      await setCredit(api, community, k.unitIds.B1, 50_000);
      await runAt(api, k, community, 'nov', '2026-11', '2026-11-01');
      await runAt(api, k, community, 'nov', '2026-11', '2026-11-01');
      const b1 = (await k.get('/api/billing/list', { period: '2026-11' }))
        .json()
        .items.find((b: { unitNo: string }) => b.unitNo === 'B1');
      expect(b1).toMatchObject({ paidSatang: 50_000 });
      expect(await creditOf(api, community, k.unitIds.B1)).toBe(0);
      // A2's remaining credit went to its November bill; nothing is ever below zero.
      expect(await creditOf(api, community, k.unitIds.A2)).toBe(0);
      const rows = await api.db
        .select()
        .from(billingUnitCredits)
        .where(eq(billingUnitCredits.communityId, community.id));
      for (const r of rows) expect(r.creditSatang).toBeGreaterThanOrEqual(0);
    },
  );
});

describe('credit taken back', () => {
  apiTest(
    'a cancelled payment whose surplus later bills drew takes it back off them',
    async ({ api, community }) => {
      const k = await evidenceKit(api, community);
      const admin = await community.member('ADMIN');
      await admin.call('POST', '/api/billing/setting/verified-user', {
        body: { communityID: community.id, userID: k.staff.userId },
      });
      // ฿1,000.00 paid with no bill open: all of it is the unit's credit.
      const slip = await k.slip('SURPLUS01', { amountSatang: '100000' });
      const verified = await k.send('POST', '/api/billing/evidence/verify', { evidenceID: slip.evidenceID });
      expect(verified.json().data.receipt.settlements).toEqual([
        { billID: null, billNo: null, amountSatang: 100_000 },
      ]);
      expect(await creditOf(api, community, k.unitIds.A1)).toBe(100_000);
      const bill = await k.bill('A1', '2026-10', {
        lines: [{ kind: 'OTHER', description: 'ค่าซ่อม', rateSatang: 60_000, quantity: '1' }],
      });
      expect(bill).toMatchObject({ status: 'PAID', creditUsedSatang: 60_000 });
      expect(await creditOf(api, community, k.unitIds.A1)).toBe(40_000);

      const cancelled = await k.send('POST', '/api/billing/receipt/by-pmc/delete', {
        receiptID: verified.json().data.receipt.receiptID,
        reason: 'เช็คคืน',
      });
      expect(cancelled.statusCode, cancelled.body).toBe(200);
      expect(await creditOf(api, community, k.unitIds.A1)).toBe(0);
      const after = (await k.get('/api/billing/info', { billID: bill.billID })).json().data;
      expect(after).toMatchObject({
        status: 'ISSUED',
        paidSatang: 0,
        creditUsedSatang: 0,
        outstandingSatang: 60_000,
      });
    },
  );
});
