import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';
import { vmsStamps, vmsVisits } from './tables';

const RIVERSIDE = 'riverside-condo';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo 60 visits over the month, four inside (one overstayed) and some stamps', async () => {
  const rows = await t.db.select().from(vmsVisits).where(eq(vmsVisits.communityId, RIVERSIDE));
  expect(rows).toHaveLength(60);
  expect(await t.db.select().from(vmsStamps).where(eq(vmsStamps.communityId, RIVERSIDE))).not.toHaveLength(0);
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const inside = await pmc('GET', '/api/vms/visitor/inside', { query: { communityID: RIVERSIDE } });
  expect(inside.statusCode, inside.body).toBe(200);
  const items = inside.json().items as { overstayed: boolean }[];
  expect(items).toHaveLength(4);
  expect(items.filter((v) => v.overstayed)).toHaveLength(1);
  const fee = await pmc('GET', '/api/vms/fee', { query: { communityID: RIVERSIDE } });
  expect(fee.json().data.rules.CAR.perHourSatang).toBe(2_000);
});

it('gives the demo condo coupon settings, two shops each with a batch in every state, a few coupons used', async () => {
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const query = { communityID: RIVERSIDE };
  expect((await pmc('GET', '/api/coupon/owner/list', { query })).json().items).toHaveLength(2);
  const list = await pmc('GET', '/api/coupon/list-batch', { query });
  expect(list.statusCode, list.body).toBe(200);
  expect(list.json().counts).toEqual({
    CREATED: 2,
    WAITING_PAYMENT: 2,
    WAITING_VERIFY: 2,
    REVIEWED: 2,
    CANCELLED: 2,
  });
  const items = list.json().items as { state: string; unitNo: string; batchID: string }[];
  expect(new Set(items.map((b) => b.unitNo)).size).toBe(2);
  const verify = items.find((b) => b.state === 'WAITING_VERIFY')!;
  const detail = await pmc('GET', '/api/coupon/info-batch', { query: { ...query, batchID: verify.batchID } });
  expect(detail.json().data.slips).toHaveLength(1);
  for (const reviewed of items.filter((b) => b.state === 'REVIEWED')) {
    const report = await pmc('GET', '/api/coupon/report-by-batch', {
      query: { ...query, batchID: reviewed.batchID },
    });
    expect(report.json().data.issued).toBeGreaterThanOrEqual(25);
    expect(report.json().data.used).toBeGreaterThanOrEqual(4);
  }
});
