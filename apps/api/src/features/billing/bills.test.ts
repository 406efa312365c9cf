import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { billingKit } from './billing-test-kit';
import { billingBills } from './tables';

describe('a bill', () => {
  apiTest(
    'is made from the charges with lines rounded half up, numbered, and listed',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      const bill = await k.bill('A1', '2026-10', { usage: { cars: 1 } });
      // 45.5 m² × ฿35.50 = ฿1,615.25; parking ฿500; garbage ฿40.
      expect(bill.lines.map((l: { amountSatang: number }) => l.amountSatang)).toEqual([161525, 50000, 4000]);
      expect(bill).toMatchObject({
        status: 'ISSUED',
        totalSatang: 215525,
        dueDate: '2026-11-10',
        billNo: 'INV-000001',
      });
      const second = await k.bill('A2');
      expect(second.billNo).toBe('INV-000002');

      const whole = await k.send('PUT', '/api/billing/setting/charge', {
        charges: { ...(await k.get('/api/billing/setting/charge')).json().data, roundWholeBaht: true },
      });
      expect(whole.statusCode).toBe(200);
      const b1 = await k.bill('B1', '2026-10', {
        lines: [{ description: 'ค่าน้ำ', rateSatang: 1850, quantity: '12.5' }],
      });
      expect(b1.lines[0]).toMatchObject({ quantity: '12.5', amountSatang: 23100 }); // 231.25 → 231

      const list = await k.get('/api/billing/list', { period: '2026-10', buildingID: k.buildingA });
      expect(list.json().items.map((b: { unitNo: string }) => b.unitNo)).toEqual(['A2', 'A1']);
      const page = await k.get('/api/billing/list', { limit: 2 });
      const next = await k.get('/api/billing/list', { limit: 2, lastKey: page.json().lastKey });
      expect([...page.json().items, ...next.json().items].map((b: { billNo: string }) => b.billNo)).toEqual([
        'INV-000003',
        'INV-000002',
        'INV-000001',
      ]);
    },
  );

  apiTest(
    'bad input answers 400 and saves nothing; a second live bill for the month 409',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      const bad = [
        { unitID: k.unitIds.A1, period: '2026-13' },
        { unitID: 'nope', period: '2026-10' },
        {
          unitID: k.unitIds.A1,
          period: '2026-10',
          lines: [{ description: 'x', rateSatang: -1, quantity: '1' }],
        },
        {
          unitID: k.unitIds.A1,
          period: '2026-10',
          lines: [{ description: 'x', rateSatang: 1, quantity: '1.2345' }],
        },
      ];
      for (const body of bad) expectRefusal(await k.send('POST', '/api/billing/create', body), 400);
      expect(await countRows(api.db, billingBills, eq(billingBills.communityId, community.id))).toBe(0);
      await k.bill('A1');
      expectRefusal(
        await k.send('POST', '/api/billing/create', { unitID: k.unitIds.A1, period: '2026-10' }),
        409,
        'BILLING_BILL_EXISTS',
      );
      // The refused create gave its number back.
      expect((await k.bill('A2')).billNo).toBe('INV-000002');
    },
  );

  apiTest(
    'an update keeps the earlier content; a stale version or a paid bill is refused',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      const bill = await k.bill('A1', '2026-10', { issue: false });
      expect(bill.status).toBe('DRAFT');
      const res = await k.send('POST', '/api/billing/update', {
        billID: bill.billID,
        version: 1,
        issue: true,
        lines: [{ kind: 'COMMON_FEE', description: 'ค่าส่วนกลาง', rateSatang: 3000, quantity: '45.5' }],
      });
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json().data;
      expect(updated).toMatchObject({ status: 'ISSUED', version: 2, totalSatang: 136500 });
      expect(updated.revisions).toEqual([
        expect.objectContaining({ version: 1, totalSatang: bill.totalSatang }),
      ]);
      expectRefusal(
        await k.send('POST', '/api/billing/update', {
          billID: bill.billID,
          version: 1,
          dueDate: '2026-12-01',
        }),
        409,
        'BILLING_BILL_STALE',
      );
      await api.db
        .update(billingBills)
        .set({ status: 'PAID', paidSatang: 136500 })
        .where(eq(billingBills.id, bill.billID));
      const paid = await k.staff.call('POST', '/api/billing/update', {
        body: { communityID: community.id, billID: bill.billID, version: 2, dueDate: '2026-12-01' },
        headers: { 'accept-language': 'th' },
      });
      expectRefusal(paid, 409, 'BILLING_BILL_NOT_CHANGEABLE', /ชำระแล้ว/);
    },
  );

  apiTest(
    'force recall keeps the number and the reason; a paid bill names its state',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      const bill = await k.bill('A1');
      expectRefusal(
        await k.send('POST', '/api/billing/force-recall', { billID: bill.billID, reason: ' ' }),
        400,
      );
      const res = await k.send('POST', '/api/billing/force-recall', {
        billID: bill.billID,
        reason: 'wrong area',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({
        status: 'RECALLED',
        billNo: bill.billNo,
        recallReason: 'wrong area',
      });
      expectRefusal(
        await k.send('POST', '/api/billing/force-recall', { billID: bill.billID, reason: 'again' }),
        409,
        'BILLING_BILL_NOT_RECALLABLE',
        'This bill is recalled; only an issued unpaid bill can be recalled',
      );
      // The unit can be billed for the month again; the recalled bill keeps its number.
      expect((await k.bill('A1')).billNo).toBe('INV-000002');
    },
  );

  apiTest('overdue, PromptPay, Excel and the month summary', async ({ api, community }) => {
    const k = await billingKit(api, community);
    const late = await k.bill('A1', '2025-01', { usage: { cars: 1 } });
    await k.bill('A2', '2099-01');
    const overdue = await k.get('/api/billing/list', { overdue: 'true' });
    expect(overdue.json().items.map((b: { billID: string }) => b.billID)).toEqual([late.billID]);
    expect(overdue.json().items[0].overdue).toBe(true);

    expectRefusal(
      await k.get('/api/billing/promptpay', { billID: late.billID }),
      409,
      'BILLING_NO_PROMPTPAY',
    );
    await k.send('POST', '/api/billing/setting/bank-account/promptpay', {
      promptpayKind: 'PHONE',
      promptpayID: '0812345678',
      accountName: 'Office',
    });
    const pp = (await k.get('/api/billing/promptpay', { billID: late.billID })).json().data;
    expect(pp.payload.startsWith('000201')).toBe(true);
    expect(pp.payload).toContain('2155.25');
    expect(pp.amountSatang).toBe(215525);
    const resident = await community.member('RESIDENT', { home: { unitId: k.unitIds.A1 } });
    const mine = await resident.call('GET', '/api/billing/my/info', {
      query: { communityID: community.id, billID: late.billID },
    });
    expect(mine.json().data.payment).toEqual(pp);

    const xlsx = await k.get('/api/billing/excel', { overdue: 'true' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');

    const summary = (await k.get('/api/billing/summary', { period: '2025-01' })).json().data;
    expect(summary).toMatchObject({
      billedSatang: 215525,
      collectedSatang: 0,
      overdueCount: 1,
      debtorUnits: 1,
    });
    expect(summary.aging.find((a: { bucket: string }) => a.bucket === 'OVER_180').satang).toBe(215525);
  });
});

describe('simultaneous bill changes', () => {
  apiTest(
    'twenty updates from one version: one wins, the rest are told it is stale',
    async ({ api, community }) => {
      const k = await billingKit(api, community);
      const bill = await k.bill('A1');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          k.send('POST', '/api/billing/update', {
            billID: bill.billID,
            version: 1,
            lines: [{ description: `line ${i}`, rateSatang: 100 + i, quantity: '1' }],
          }),
        ),
      );
      const codes = answers.map((a) => a.statusCode).sort();
      expect(codes.filter((c) => c === 200)).toHaveLength(1);
      expect(codes.filter((c) => c === 409)).toHaveLength(19);
      const after = (await k.get('/api/billing/info', { billID: bill.billID })).json().data;
      expect(after.version).toBe(2);
      expect(after.revisions).toHaveLength(1);
    },
  );
});
