import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo passes in every state, and visits that came by pass', async () => {
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const query = { communityID: 'riverside-condo' };
  const list = await pmc('GET', '/api/vms/preregister/list', { query });
  expect(list.statusCode, list.body).toBe(200);
  const states = list
    .json()
    .items.map((p: { state: string }) => p.state)
    .sort();
  expect(states).toEqual(['ACTIVE', 'ACTIVE', 'CANCELLED', 'EXPIRED', 'USED']);
  const visits = await pmc('GET', '/api/vms/visitor/list', { query: { ...query, limit: 100 } });
  expect(visits.json().items.filter((v: { passID: string | null }) => v.passID)).toHaveLength(2);
  const active = list.json().items.find((p: { entriesUsed: number; state: string }) => p.state === 'ACTIVE');
  const check = await pmc('POST', '/api/vms/preregister/verify', { body: { ...query, token: active.token } });
  expect(check.json().data.valid).toBe(true);
});
