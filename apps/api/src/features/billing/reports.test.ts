import readXlsxFile from 'read-excel-file/node';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect } from 'vitest';
import { addDays, localDate } from '../../platform/time/zone-clock';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { billingKit } from './billing-test-kit';
import { evidenceKit } from './evidence-test-kit';

const today = () => localDate(new Date(), 'Asia/Bangkok');
const thisMonth = () => today().slice(0, 7);

describe('the aging report', () => {
  apiTest(
    'puts each open bill in its band by days past due, per unit and building, with totals; drafts and recalled count nowhere',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      const due = (days: number) => ({ dueDate: addDays(today(), -days) });
      // A1: 45.5 m² → ฿1,655.25 a bill; A2: 30 m² → ฿1,105.00; B1: 60 m² → ฿2,170.00.
      const a1 = [0, 30, 31, 181].map((d, i) => k.bill('A1', `2026-0${i + 1}`, due(d)));
      await Promise.all(a1);
      await k.bill('A2', '2026-01', due(60));
      await k.bill('A2', '2026-02', due(61));
      await k.bill('B1', '2026-01', due(-5));
      await k.bill('B1', '2026-02', due(90));
      await k.bill('B1', '2026-03', due(91));
      await k.bill('B1', '2026-04', due(180));
      await k.bill('B1', '2026-05', { ...due(400), issue: false });
      const recalled = await k.bill('A2', '2026-03', due(10));
      expect(
        (await k.send('POST', '/api/billing/force-recall', { billID: recalled.billID, reason: 'ผิด' }))
          .statusCode,
      ).toBe(200);

      const res = await k.get('/api/billing/report/aging');
      expect(res.statusCode, res.body).toBe(200);
      const report = res.json().data;
      expect(report.asOf).toBe(today());
      const A1 = 165525;
      const A2 = 110500;
      const B1 = 217000;
      expect(report.units).toEqual([
        {
          unitID: k.unitIds.A1,
          unitNo: 'A1',
          buildingID: k.buildingA,
          buildingName: 'A',
          notDue: A1,
          d1to30: A1,
          d31to60: A1,
          d61to90: 0,
          d91to180: 0,
          over180: A1,
          totalSatang: 4 * A1,
          bills: 4,
        },
        expect.objectContaining({ unitNo: 'A2', d31to60: A2, d61to90: A2, totalSatang: 2 * A2, bills: 2 }),
        expect.objectContaining({
          unitNo: 'B1',
          notDue: B1,
          d61to90: B1,
          d91to180: 2 * B1,
          over180: 0,
          bills: 4,
        }),
      ]);
      expect(report.buildings).toEqual([
        expect.objectContaining({ buildingID: k.buildingA, buildingName: 'A', totalSatang: 4 * A1 + 2 * A2 }),
        expect.objectContaining({ buildingID: k.buildingB, totalSatang: 4 * B1, bills: 4 }),
      ]);
      expect(report.totals).toMatchObject({
        notDue: A1 + B1,
        d1to30: A1,
        d31to60: A1 + A2,
        d61to90: A2 + B1,
        d91to180: 2 * B1,
        over180: A1,
        totalSatang: 4 * A1 + 2 * A2 + 4 * B1,
        bills: 10,
      });

      const excel = await k.get('/api/billing/report/aging/excel');
      expect(excel.statusCode).toBe(200);
      expect(excel.headers['content-type']).toContain('spreadsheetml');
      const [units, buildings] = await readXlsxFile(excel.rawPayload);
      expect(units!.data[0]!.slice(0, 3)).toEqual(['ห้อง', 'อาคาร', 'ยังไม่ถึงกำหนด']);
      expect(units!.data[1]).toEqual(['A1', 'A', 1655.25, 1655.25, 1655.25, 0, 0, 1655.25, 6621, 4]);
      expect(units!.data.at(-1)![8]).toBe((4 * A1 + 2 * A2 + 4 * B1) / 100);
      expect(buildings!.data.map((r) => r[0])).toEqual(['อาคาร', 'A', 'B', 'รวม']);
    },
  );

  apiTest(
    'is read by the office and the committee only, within its community; off in a village',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      await k.bill('A1');
      const q = { communityID: community.id };
      const committee = await community.member('COMMITTEE');
      for (const url of [
        '/api/billing/report/aging',
        '/api/billing/report/aging/excel',
        '/api/billing/report/collection',
      ])
        expect((await committee.call('GET', url, { query: q })).statusCode).toBe(200);
      const resident = await community.member('RESIDENT', { home: { unitId: k.unitIds.A1 } });
      const guard = await community.member('GUARD');
      for (const who of [resident, guard])
        for (const url of [
          '/api/billing/report/aging',
          '/api/billing/report/collection',
          '/api/billing/evidence/print',
        ])
          expectRefusal(await who.call('GET', url, { query: { ...q, notPrinted: 'true' } }), 403);

      const other = await newCommunity(api, { name: 'Other' });
      const theirs = await billingKit(api, other);
      await theirs.bill('B1');
      expect(
        (await theirs.get('/api/billing/report/aging'))
          .json()
          .data.units.map((u: { unitNo: string }) => u.unitNo),
      ).toEqual(['B1']);
      expect(
        (await k.get('/api/billing/report/aging')).json().data.units.map((u: { unitNo: string }) => u.unitNo),
      ).toEqual(['A1']);
      expectRefusal(
        await k.staff.call('GET', '/api/billing/report/aging', { query: { communityID: other.id } }),
        403,
      );

      const village = await newCommunity(api, { type: 'VILLAGE' });
      const pmc = await village.member('PMC');
      for (const url of ['/api/billing/report/aging', '/api/billing/report/collection'])
        expectRefusal(
          await pmc.call('GET', url, { query: { communityID: village.id } }),
          403,
          'FEATURE_DISABLED',
        );
    },
  );
});

describe('collection by month and the payments list on paper', () => {
  apiTest(
    'billed and collected by bill month, received by receipt month; the paper list of a day, a month or not printed',
    async ({ api, community }) => {
      const k = await evidenceKit(api, community);
      const admin = await community.member('ADMIN');
      const add = await admin.call('POST', '/api/billing/setting/verified-user', {
        body: { communityID: community.id, userID: k.staff.userId },
      });
      expect(add.statusCode, add.body).toBe(200);
      const oct = await k.bill('A1', '2026-10');
      await k.bill('A2', '2026-10');
      await k.bill('B1', '2026-09');
      await k.bill('B1', '2026-10', { issue: false });
      const slip = await k.slip('COLLECT01', { billID: oct.billID, amountSatang: String(oct.totalSatang) });
      await k.slip('COLLECT02', { amountSatang: '5000', paidAt: '2026-11-02T09:00:00+07:00' });
      // Ten past midnight in Bangkok is still the day before in UTC: the list goes by Bangkok's day.
      await k.slip('COLLECT03', { amountSatang: '7700', paidAt: '2026-11-01T00:10:00+07:00' });
      const verified = await k.send('POST', '/api/billing/evidence/verify', { evidenceID: slip.evidenceID });
      expect(verified.statusCode, verified.body).toBe(200);

      const res = await k.get('/api/billing/report/collection', { from: '2026-08', to: thisMonth() });
      expect(res.statusCode, res.body).toBe(200);
      const months = res.json().data.months as { period: string }[];
      expect(months[0]).toEqual({
        period: '2026-08',
        billedSatang: 0,
        collectedSatang: 0,
        receivedSatang: 0,
      });
      expect(months.find((m) => m.period === '2026-09')).toMatchObject({
        billedSatang: 217000,
        collectedSatang: 0,
      });
      expect(months.find((m) => m.period === '2026-10')).toMatchObject({
        billedSatang: 165525 + 110500,
        collectedSatang: 165525,
      });
      expect(months.at(-1)).toMatchObject({ period: thisMonth(), receivedSatang: 165525 });
      expect((await k.get('/api/billing/report/collection')).json().data.months).toHaveLength(12);
      expectRefusal(await k.get('/api/billing/report/collection', { from: '2023-01', to: '2026-01' }), 400);
      expectRefusal(await k.get('/api/billing/report/collection', { from: '2026-05', to: '2026-04' }), 400);
      expect(
        (await k.get('/api/billing/report/collection', { from: '2023-02', to: '2026-01' })).json().data
          .months,
      ).toHaveLength(36);

      const text = async (query: Record<string, string>) => {
        const pdf = await k.get('/api/billing/evidence/print', query);
        expect(pdf.statusCode, pdf.body).toBe(200);
        expect(pdf.headers['content-type']).toBe('application/pdf');
        const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), {
          mergePages: true,
        });
        return text;
      };
      const day = await text({ date: '2026-11-01' });
      expect(day).toContain('A1');
      expect(day).toContain(oct.billNo);
      expect(day).toContain('1,655.25');
      expect(day).toContain('77.00');
      expect(day).not.toContain('50.00');
      expect(await text({ date: '2026-11-02' })).not.toContain('77.00');
      expect(await text({ month: '2026-11' })).toContain('50.00');
      expect(await text({ notPrinted: 'true' })).toContain('1,655.25');
      // Printing marks nothing: the verified payment still waits in the not-printed queue.
      const queue = await k.get('/api/billing/evidence/search/not-print');
      expect(queue.json().items.map((e: { evidenceID: string }) => e.evidenceID)).toEqual([slip.evidenceID]);

      expectRefusal(
        await k.get('/api/billing/evidence/print', { date: '2026-10-01' }),
        400,
        'BILLING_EVIDENCE_PRINT_NONE',
      );
      expectRefusal(
        await k.get('/api/billing/evidence/print', { date: '2026-11-01', month: '2026-11' }),
        400,
      );
      expectRefusal(await k.get('/api/billing/evidence/print', {}), 400);
      const other = await newCommunity(api, { name: 'Other' });
      const theirs = await billingKit(api, other);
      expectRefusal(
        await theirs.get('/api/billing/evidence/print', { month: '2026-11' }),
        400,
        'BILLING_EVIDENCE_PRINT_NONE',
      );
      expect(
        (await theirs.get('/api/billing/report/collection', { from: '2026-10', to: '2026-10' })).json().data
          .months,
      ).toEqual([{ period: '2026-10', billedSatang: 0, collectedSatang: 0, receivedSatang: 0 }]);
    },
  );
});
