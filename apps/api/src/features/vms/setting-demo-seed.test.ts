import { isTaxId } from '@cc/contracts/vms-admin-settings';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../seed/demo-data';
import { callerFor } from '../../test/as-user';
import { startTestApp, type TestApp } from '../../test/test-app';

const RIVERSIDE = 'riverside-condo';
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

it('gives the demo condo its gate settings, a receipt header with a valid tax ID, and the slip texts', async () => {
  const pmc = await callerFor(t, 'pmc@demo.test', DEMO_PASSWORD);
  const query = { communityID: RIVERSIDE };
  const utility = (await pmc('GET', '/api/vms/utility-config', { query })).json().data;
  expect(utility.gates).toHaveLength(2);
  expect(utility.badges).toHaveLength(40);
  const account = (await pmc('GET', '/api/vms/account', { query })).json().data;
  expect(isTaxId(account.taxID)).toBe(true);
  const documents = (await pmc('GET', '/api/vms/document-setting', { query })).json().data;
  expect(documents).toMatchObject({ retentionDays: 90 });
  expect(documents.slipHeader).not.toBe('');
  const dashboard = await pmc('GET', '/api/vms/dashboard', { query });
  expect(dashboard.statusCode, dashboard.body).toBe(200);
  // Each of the two demo shops has a batch in every state, so two wait for their slips to be checked.
  expect(dashboard.json().data).toMatchObject({ insideNow: 4, overstays: 1, batchesToVerify: 2 });
});
