import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { notifications } from '../../platform/notify/tables';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { billingKit } from './billing-test-kit';
import { runBatch } from './run-job';
import { billingBills, billingRuns } from './tables';

describe('a billing run', () => {
  apiTest(
    'previews, then bills the scope in a job with progress; the same key makes nothing',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      await k.bill('A2', '2026-10');
      const resident = await community.member('RESIDENT', { home: { unitId: k.unitIds.A1 } });
      const scope = { period: '2026-10', buildingIDs: [k.buildingA] };

      const preview = (await k.send('POST', '/api/billing/run/preview', scope)).json().data;
      expect(preview).toMatchObject({ alreadyBilled: 1, dueDate: '2026-11-10', totalSatang: 165525 });
      expect(preview.units.map((u: { unitNo: string }) => u.unitNo)).toEqual(['A1']);
      expect(await countRows(api.db, billingRuns, eq(billingRuns.communityId, community.id))).toBe(0);

      const made = await k.send('POST', '/api/billing/run/create', { ...scope, runKey: 'oct-A' });
      expect(made.statusCode, made.body).toBe(200);
      const run = made.json().data;
      expect(run).toMatchObject({ status: 'QUEUED', done: 0, total: 1 });
      await api.app.services.jobs.runDue();
      const info = (await k.get('/api/billing/run/info', { runID: run.runID })).json().data;
      expect(info).toMatchObject({ status: 'DONE', done: 1, total: 1, createdCount: 1 });
      const bills = (await k.get('/api/billing/list', { period: '2026-10' })).json().items;
      expect(bills.map((b: { unitNo: string }) => b.unitNo).sort()).toEqual(['A1', 'A2']);
      expect(
        await countRows(api.db, notifications, eq(notifications.communityId, community.id)),
      ).toBeGreaterThanOrEqual(1);
      expect(
        (await resident.call('GET', '/api/billing/my/list', { query: { communityID: community.id } })).json()
          .items,
      ).toHaveLength(1);

      const again = await k.send('POST', '/api/billing/run/create', { ...scope, runKey: 'oct-A' });
      expect(again.json().data.runID).toBe(run.runID);
      await api.app.services.jobs.runDue();
      expect(await countRows(api.db, billingBills, eq(billingBills.communityId, community.id))).toBe(2);
      expect(await countRows(api.db, billingRuns, eq(billingRuns.communityId, community.id))).toBe(1);
      expect((await k.get('/api/billing/run/list')).json().items).toHaveLength(1);
    },
  );

  apiTest(
    'a run over every unit reports its progress batch by batch; a bad key is refused',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      expectRefusal(await k.send('POST', '/api/billing/run/create', { runKey: '', period: '2026-10' }), 400);
      const run = (
        await k.send('POST', '/api/billing/run/create', { runKey: 'all', period: '2026-10' })
      ).json().data;
      expect(run.total).toBe(3);
      // One batch of two: the run shows where it stands before the job finishes it.
      await runBatch(api.app.services, { communityID: community.id, runID: run.runID }, 2);
      const midway = (await k.get('/api/billing/run/info', { runID: run.runID })).json().data;
      expect(midway).toMatchObject({ status: 'RUNNING', done: 2, total: 3, createdCount: 2 });
      await api.app.services.jobs.runDue();
      const done = (await k.get('/api/billing/run/info', { runID: run.runID })).json().data;
      expect(done).toMatchObject({ status: 'DONE', done: 3, createdCount: 3 });
      const nos = (await k.get('/api/billing/list')).json().items.map((b: { billNo: string }) => b.billNo);
      expect(nos.sort()).toEqual(['INV-000001', 'INV-000002', 'INV-000003']);
    },
  );
});
