import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { billingKit } from './billing-test-kit';

describe('billing access and tenancy', () => {
  apiTest(
    "residents read only their own units' bills and write nothing; guards reach nothing",
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      const mine = await k.bill('A1');
      const theirs = await k.bill('A2');
      const draft = await k.bill('B1', '2026-10', { issue: false });
      const resident = await community.member('RESIDENT', { home: { unitId: k.unitIds.A1 } });
      const q = { communityID: community.id };

      const list = await resident.call('GET', '/api/billing/my/list', { query: q });
      expect(list.json().items.map((b: { billID: string }) => b.billID)).toEqual([mine.billID]);
      const info = await resident.call('GET', '/api/billing/my/info', {
        query: { ...q, billID: mine.billID },
      });
      expect(info.json().data.lines.length).toBeGreaterThan(0);
      expect(info.json().data.payment).toBeNull(); // no PromptPay account yet
      expectRefusal(
        await resident.call('GET', '/api/billing/my/info', { query: { ...q, billID: theirs.billID } }),
        404,
        'BILLING_BILL_NOT_FOUND',
      );
      const own = { unitID: k.unitIds.A1, period: '2026-11' };
      expectRefusal(await resident.call('POST', '/api/billing/create', { body: { ...q, ...own } }), 403);
      expectRefusal(await resident.call('GET', '/api/billing/list', { query: q }), 403);
      expectRefusal(
        await resident.call('GET', '/api/billing/info', { query: { ...q, billID: draft.billID } }),
        403,
      );

      const guard = await community.member('GUARD');
      for (const url of ['/api/billing/list', '/api/billing/my/list', '/api/billing/summary']) {
        expectRefusal(await guard.call('GET', url, { query: q }), 403);
      }
    },
  );

  apiTest('the committee reads the office views but changes nothing', async ({ api, community }) => {
    const k = await billingKit(api, community);
    const bill = await k.bill('A1');
    const committee = await community.member('COMMITTEE');
    const q = { communityID: community.id };
    expect((await committee.call('GET', '/api/billing/list', { query: q })).statusCode).toBe(200);
    expect(
      (await committee.call('GET', '/api/billing/info', { query: { ...q, billID: bill.billID } })).statusCode,
    ).toBe(200);
    expect((await committee.call('GET', '/api/billing/setting/charge', { query: q })).statusCode).toBe(200);
    expectRefusal(
      await committee.call('POST', '/api/billing/force-recall', {
        body: { ...q, billID: bill.billID, reason: 'x' },
      }),
      403,
    );
    expectRefusal(
      await committee.call('PUT', '/api/billing/setting/contact-phone', {
        body: { ...q, contactPhone: '021234567' },
      }),
      403,
    );
  });

  apiTest("another community's bills, units and runs read as unknown", async ({ api, community }) => {
    const k = await billingKit(api, community);
    const other = await newCommunity(api, { name: 'Other' });
    const ok = await billingKit(api, other);
    const theirs = await ok.bill('A1');
    const run = (await ok.send('POST', '/api/billing/run/create', { runKey: 'r1', period: '2026-10' })).json()
      .data;

    expectRefusal(await k.get('/api/billing/info', { billID: theirs.billID }), 404, 'BILLING_BILL_NOT_FOUND');
    expectRefusal(
      await k.get('/api/billing/promptpay', { billID: theirs.billID }),
      404,
      'BILLING_BILL_NOT_FOUND',
    );
    expectRefusal(
      await k.send('POST', '/api/billing/update', {
        billID: theirs.billID,
        version: 1,
        dueDate: '2026-12-01',
      }),
      404,
      'BILLING_BILL_NOT_FOUND',
    );
    expectRefusal(
      await k.send('POST', '/api/billing/force-recall', { billID: theirs.billID, reason: 'x' }),
      404,
      'BILLING_BILL_NOT_FOUND',
    );
    expectRefusal(
      await k.send('POST', '/api/billing/create', { unitID: ok.unitIds.A1, period: '2026-10' }),
      404,
      'BILLING_UNIT_NOT_FOUND',
    );
    expectRefusal(
      await k.send('POST', '/api/billing/run/preview', { period: '2026-10', buildingIDs: [ok.buildingA] }),
      404,
      'BILLING_BUILDING_NOT_FOUND',
    );
    expectRefusal(await k.get('/api/billing/run/info', { runID: run.runID }), 404, 'BILLING_RUN_NOT_FOUND');
    expect((await k.get('/api/billing/list')).json().items).toEqual([]);
    expectRefusal(await k.staff.call('GET', '/api/billing/list', { query: { communityID: other.id } }), 403);
  });

  apiTest('billing is off in a village', async ({ api }) => {
    const village = await newCommunity(api, { type: 'VILLAGE' });
    const pmc = await village.member('PMC');
    expectRefusal(
      await pmc.call('GET', '/api/billing/list', { query: { communityID: village.id } }),
      403,
      'FEATURE_DISABLED',
    );
  });
});
