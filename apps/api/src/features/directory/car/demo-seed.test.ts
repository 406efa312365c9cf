import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../../seed/demo-data';
import { callerFor } from '../../../test/as-user';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { unitCars } from '../tables';

const RIVERSIDE = 'riverside-condo';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo 40 cars, 5 waiting, and stickers the gate reads, some expiring', async () => {
  const rows = await t.db.select().from(unitCars).where(eq(unitCars.communityId, RIVERSIDE));
  expect(rows).toHaveLength(40);
  expect(rows.filter((r) => r.status === 'WAITING')).toHaveLength(5);
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const counts = (
    await pmc('GET', '/api/car-directory/car-register/counts', { query: { communityID: RIVERSIDE } })
  ).json().data;
  expect(counts).toMatchObject({ WAITING: 5, APPROVED: 35 });
  expect(counts.expiring).toBeGreaterThan(0);
  const approved = rows.find((r) => r.status === 'APPROVED' && r.model)!;
  const guard = await callerFor(t, 'guard@demo.test', DEMO_PASSWORD);
  const hits = (
    await guard('GET', '/api/car-directory/car-management/lookup', {
      query: { communityID: RIVERSIDE, q: approved.digits },
    })
  ).json().items;
  expect(hits[0]).toMatchObject({ carID: approved.id, state: 'VALID' });
});
