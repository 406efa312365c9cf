import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { billingKit } from './billing-test-kit';
import { commonFee, detailAt, runAt } from './chase-test-kit';
import { evidenceKit } from './evidence-test-kit';
import { billingBillLines, billingBills } from './tables';

describe('late surcharge', () => {
  apiTest(
    'accrues on the overdue common fee, shows in info, and a run charges it once',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      const old = await k.bill('A1', '2026-01', { dueDate: '2026-02-10', lines: commonFee(1_000_000) });

      // 30 days overdue on ฿10,000.00 of common fee at 12%: ฿98.63 (the water line bears none).
      const before = await detailAt(api, community, old.billID, '2026-03-12');
      expect(before).toMatchObject({
        surchargeSatang: 9863,
        surchargeChargedThrough: null,
        creditUsedSatang: 0,
      });

      await runAt(api, k, community, 'mar', '2026-03', '2026-03-12');
      const lines = await api.db
        .select()
        .from(billingBillLines)
        .where(and(eq(billingBillLines.communityId, community.id), eq(billingBillLines.kind, 'SURCHARGE')));
      expect(lines.map((l) => l.amountSatang)).toEqual([9863]);
      const [newBill] = await api.db.select().from(billingBills).where(eq(billingBills.id, lines[0]!.billId));
      expect(newBill).toMatchObject({ unitId: k.unitIds.A1, period: '2026-03' });
      expect(newBill!.totalSatang).toBe(165525 + 9863);

      const after = await detailAt(api, community, old.billID, '2026-03-12');
      expect(after).toMatchObject({ surchargeSatang: 0, surchargeChargedThrough: '2026-03-12' });

      // A second run the same day charges nothing again; a later one only the days since.
      await runAt(api, k, community, 'apr', '2026-04', '2026-03-12');
      await runAt(api, k, community, 'may', '2026-05', '2026-03-22');
      const all = await api.db
        .select()
        .from(billingBillLines)
        .where(and(eq(billingBillLines.communityId, community.id), eq(billingBillLines.kind, 'SURCHARGE')));
      // 10 more days: 1,000,000 × 1200 × 10 / 3,650,000 = 3287.67 → 3288; the March bill is not due yet.
      expect(all.map((l) => l.amountSatang).sort()).toEqual([3288, 9863]);
    },
  );

  apiTest(
    'a payment stops it from the day it was made; a bill paid in time accrues none',
    async ({ api, community }) => {
      const k = await evidenceKit(api, community);
      const admin = await community.member('ADMIN');
      await admin.call('POST', '/api/billing/setting/verified-user', {
        body: { communityID: community.id, userID: k.staff.userId },
      });
      const pay = async (billID: string, transRef: string, paidAt: string) => {
        const slip = await k.slip(transRef, { billID, amountSatang: '1050000', paidAt });
        const res = await k.send('POST', '/api/billing/evidence/verify', { evidenceID: slip.evidenceID });
        expect(res.statusCode, res.body).toBe(200);
      };
      const late = await k.bill('A1', '2026-01', { dueDate: '2026-02-10', lines: commonFee(1_000_000) });
      await pay(late.billID, 'LATE00001', '2026-02-20T10:00:00+07:00');
      // Nine days (Feb 11 to 19) on ฿10,000.00: 9 × 1,000,000 × 1200 / 3,650,000 = 2958.90 → 2959.
      expect((await detailAt(api, community, late.billID, '2026-03-12')).surchargeSatang).toBe(2959);

      const onTime = await k.bill('A1', '2026-02', { dueDate: '2026-03-10', lines: commonFee(1_000_000) });
      await pay(onTime.billID, 'ONTIME001', '2026-03-10T10:00:00+07:00');
      expect((await detailAt(api, community, onTime.billID, '2026-06-01')).surchargeSatang).toBe(0);

      // Paid in full, late: a run still charges the days it was overdue, and only those.
      await runAt(api, k, community, 'jun', '2026-06', '2026-06-01');
      const charged = await api.db
        .select({ amount: billingBillLines.amountSatang, description: billingBillLines.description })
        .from(billingBillLines)
        .where(and(eq(billingBillLines.communityId, community.id), eq(billingBillLines.kind, 'SURCHARGE')));
      expect(charged.map((l) => l.amount)).toEqual([2959]);
      expect(charged[0]!.description).toContain(late.billNo);
    },
  );
});
