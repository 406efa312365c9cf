import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';

const q = { communityID: 'riverside-condo' };
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo messages to debtors, a building and everyone, one recalled, some read', async () => {
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const found = (
    await pmc('GET', '/api/billing/message/search', { query: { ...q, includeRecalled: 'true' } })
  ).json();
  expect(found.total).toBe(5);
  const audiences = found.items.map((m: { audience: string }) => m.audience);
  expect(audiences).toEqual(expect.arrayContaining(['DEBTORS', 'BUILDINGS', 'ALL', 'UNITS']));
  expect(found.items.filter((m: { recalledAt: string | null }) => m.recalledAt)).toHaveLength(1);
  const debtors = found.items.find((m: { audience: string }) => m.audience === 'DEBTORS');
  expect(debtors.recipientCount).toBeGreaterThan(0);
  expect(found.items.some((m: { readCount: number }) => m.readCount > 0)).toBe(true);

  const resident = await callerFor(t, 'resident@demo.test', DEMO_PASSWORD);
  const mine = (await resident('GET', '/api/billing/message/my', { query: q })).json().items;
  expect(mine.length).toBeGreaterThan(0);
  expect(mine.map((m: { title: string }) => m.title)).not.toContain('ปรับอัตราค่าส่วนกลาง');
});
