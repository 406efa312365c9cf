import { REPAIR_STATES } from '@cc/contracts/repair-records';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';
import { repairPriceItems, repairRequests } from './tables';

const RIVERSIDE = 'riverside-condo';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo 80 requests in every state, a 40-item price list, and rows for its PMC', async () => {
  const rows = await t.db.select().from(repairRequests).where(eq(repairRequests.communityId, RIVERSIDE));
  expect(rows).toHaveLength(80);
  expect(new Set(rows.map((r) => r.state))).toEqual(new Set(REPAIR_STATES));
  expect(
    await t.db.select().from(repairPriceItems).where(eq(repairPriceItems.communityId, RIVERSIDE)),
  ).toHaveLength(40);
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const list = await pmc('GET', '/api/repair/pmc/request', { query: { communityID: RIVERSIDE, limit: 5 } });
  expect(list.statusCode, list.body).toBe(200);
  expect(list.json().total).toBe(80);
  const withPhoto = rows.find((r) => r.photos.length)!;
  const detail = await pmc('GET', '/api/repair/pmc/request/info', {
    query: { communityID: RIVERSIDE, requestID: withPhoto.id },
  });
  const photo = await t.app.inject({ method: 'GET', url: detail.json().data.photos[0].url });
  expect(photo.statusCode).toBe(200);
  // A new request takes the number after the demo's.
  expect(Math.max(...rows.map((r) => r.no))).toBe(80);
});
