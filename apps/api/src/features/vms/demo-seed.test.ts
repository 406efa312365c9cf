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
