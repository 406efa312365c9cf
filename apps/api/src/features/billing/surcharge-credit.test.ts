import { and, eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { communityScope } from '../../platform/db/community-scope';
import { apiTest } from '../../test/api-test';
import type { CommunityKit } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { billDetail, findBill } from './bill-queries';
import { type BillingKit, billingKit } from './billing-test-kit';
import { billingWork } from './billing-work';
import { evidenceKit } from './evidence-test-kit';
import { runBatch } from './run-job';
import { billingBillLines, billingBills, billingUnitCredits } from './tables';

/** Noon in Bangkok on a day: the clock every step of these tests runs at. */
const noon = (day: string) => new Date(`${day}T12:00:00+07:00`);

/** A run made through the API and carried out by its job's batches at a fixed clock. */
async function runAt(api: TestApp, k: BillingKit, c: CommunityKit, key: string, period: string, day: string) {
  const res = await k.send('POST', '/api/billing/run/create', { runKey: key, period });
  expect(res.statusCode, res.body).toBe(200);
  const runID = res.json().data.runID;
  while (await runBatch(api.app.services, { communityID: c.id, runID }, 25, noon(day))) {}
  return runID as string;
}

const detailAt = (api: TestApp, c: CommunityKit, billID: string, day: string) =>
  billingWork(
    communityScope(api.db, c.id),
    null,
    async (w) => billDetail(w, await findBill(w, billID)),
    noon(day),
  );

const commonFee = (satang: number) => [
  { kind: 'COMMON_FEE', description: 'ค่าส่วนกลาง', rateSatang: satang, quantity: '1' },
  { kind: 'OTHER', description: 'ค่าน้ำ', rateSatang: 50_000, quantity: '1' },
];

async function setCredit(api: TestApp, c: CommunityKit, unitId: string, satang: number) {
  await api.db
    .insert(billingUnitCredits)
    .values({ communityId: c.id, unitId, creditSatang: satang })
    .onConflictDoUpdate({
      target: [billingUnitCredits.communityId, billingUnitCredits.unitId],
      set: { creditSatang: satang },
    });
}
const creditOf = async (api: TestApp, c: CommunityKit, unitId: string) =>
  (
    await api.db
      .select()
      .from(billingUnitCredits)
      .where(and(eq(billingUnitCredits.communityId, c.id), eq(billingUnitCredits.unitId, unitId)))
  )[0]?.creditSatang ?? 0;

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
    },
  );
});

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
