import { describe, expect, vi } from 'vitest';
import { readFirstSheet } from '../../platform/files/spreadsheet';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { evidenceKit } from './evidence-test-kit';

const paidAt = '2026-11-01T10:00:00+07:00';
type Kit = Awaited<ReturnType<typeof evidenceKit>>;
type Row = { evidenceID: string; status: string };

/** The staff member on the verifier list (only ADMIN edits it). */
async function listStaff(k: Kit, community: Parameters<typeof evidenceKit>[1]) {
  const admin = await community.member('ADMIN');
  const added = await admin.call('POST', '/api/billing/setting/verified-user', {
    body: { communityID: community.id, userID: k.staff.userId },
  });
  expect(added.statusCode, added.body).toBe(200);
}

const queue = async (k: Kit, query: Record<string, string | number | undefined>) => {
  const res = await k.get('/api/billing/evidence/search/by-status', query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: (Row & Record<string, unknown>)[]; lastKey: string | null };
};

describe("the verifier's queue", () => {
  apiTest(
    'waits oldest first with the bill still owed and an earlier copy named; decided ones by day',
    async ({ api, community }) => {
      const k = await evidenceKit(api, community);
      await listStaff(k, community);
      const bill = await k.bill('A1');
      const first = await k.slip('QUEUE0001', {
        billID: bill.billID,
        amountSatang: String(bill.totalSatang),
      });
      const second = await k.slip('QUEUE0002', { amountSatang: '500' });
      const third = await k.slip('QUEUE0003');

      const waiting = await queue(k, { status: 'SUBMITTED', limit: 2 });
      expect(waiting.items.map((x) => x.evidenceID)).toEqual([first.evidenceID, second.evidenceID]);
      expect(waiting.items[0]).toMatchObject({ billOutstandingSatang: bill.totalSatang, duplicate: null });
      expect(waiting.items[1]).toMatchObject({ billOutstandingSatang: null });
      const rest = await queue(k, { status: 'SUBMITTED', limit: 2, lastKey: waiting.lastKey! });
      expect(rest.items.map((x) => x.evidenceID)).toEqual([third.evidenceID]);
      expect(rest.lastKey).toBeNull();

      await k.send('POST', '/api/billing/evidence/verify', { evidenceID: first.evidenceID });
      await k.send('POST', '/api/billing/evidence/reject', {
        evidenceID: second.evidenceID,
        reason: 'ไม่พบยอด',
      });
      // The rejected slip comes again: the queue names the earlier copy and its state.
      const again = await k.slip('QUEUE0002', { billID: bill.billID, amountSatang: '500' });
      const now = await queue(k, { status: 'SUBMITTED' });
      expect(now.items.map((x) => x.evidenceID)).toEqual([third.evidenceID, again.evidenceID]);
      expect(now.items[1]).toMatchObject({
        flaggedReason: 'REUSED_AFTER_REJECT',
        duplicate: { billNo: null, unitNo: 'A1', status: 'REJECTED' },
        billOutstandingSatang: 0,
      });

      const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Bangkok' }).format(new Date());
      const verified = await queue(k, { status: 'VERIFIED', decidedOn: today });
      expect(verified.items.map((x) => x.evidenceID)).toEqual([first.evidenceID]);
      expect((await queue(k, { status: 'VERIFIED', decidedOn: '2020-01-01' })).items).toEqual([]);
      expect((await queue(k, { status: 'REJECTED' })).items.map((x) => x.evidenceID)).toEqual([
        second.evidenceID,
      ]);
      expect((await k.get('/api/billing/summary')).json().data.waitingSlips).toBe(2);

      expectRefusal(await k.get('/api/billing/evidence/search/by-status', { status: 'PAID' }), 400);
      expectRefusal(
        await k.get('/api/billing/evidence/search/by-status', {
          status: 'SUBMITTED',
          decidedOn: '2026-13-01',
        }),
        400,
      );
      expectRefusal(
        await k.get('/api/billing/evidence/search/by-status', { status: 'SUBMITTED', lastKey: 'nonsense' }),
        400,
      );
      expectRefusal(
        await k.resident.call('GET', '/api/billing/evidence/search/by-status', {
          query: { communityID: community.id, status: 'SUBMITTED' },
        }),
        403,
      );
    },
  );

  apiTest("shows no other community's payments", async ({ api, community }) => {
    const k = await evidenceKit(api, community);
    const elsewhere = await evidenceKit(api, await newCommunity(api, { name: 'Elsewhere' }));
    const theirs = await elsewhere.slip('OTHER0001');
    await k.slip('MINE00001');
    const mine = await queue(k, { status: 'SUBMITTED' });
    expect(mine.items).toHaveLength(1);
    expect(mine.items[0]!.evidenceID).not.toBe(theirs.evidenceID);
    expect((await k.get('/api/billing/summary')).json().data.waitingSlips).toBe(1);
    expectRefusal(
      await k.get('/api/billing/evidence/receipt', { evidenceID: theirs.evidenceID }),
      404,
      'BILLING_EVIDENCE_NOT_FOUND',
    );
  });

  apiTest(
    'tells the office consoles when a payment comes in, is decided or taken back',
    async ({ api, community }) => {
      const k = await evidenceKit(api, community);
      await listStaff(k, community);
      const publish = vi.spyOn(api.app.services.realtime, 'publish');
      try {
        const slip = await k.slip('LIVE00001');
        await k.send('POST', '/api/billing/evidence/reject', { evidenceID: slip.evidenceID, reason: 'ซ้ำ' });
        const counter = await k.send('POST', '/api/billing/evidence/by-pmc/create', {
          unitID: k.unitIds.A2,
          amountSatang: 500,
          paidAt,
          method: 'CASH',
        });
        const counterId = counter.json().data.evidenceID;
        await k.send('POST', '/api/billing/evidence/by-pmc/delete', { evidenceID: counterId });
        const changes = publish.mock.calls
          .flatMap(([, deliveries]) => deliveries)
          .filter((d) => d.event.type === 'changed');
        const change = (id: string) => ({ type: 'changed', featureEnum: 'BILLING', ids: [id] });
        expect(changes.map((d) => d.event)).toEqual([
          change(slip.evidenceID),
          change(slip.evidenceID),
          change(counterId),
          change(counterId),
        ]);
        // The office (PMC, ADMIN) is told; the resident who sent it is not.
        expect(changes[0]!.userIds).toContain(k.staff.userId);
        expect(changes[0]!.userIds).not.toContain(k.resident.userId);
      } finally {
        publish.mockRestore();
      }
    },
  );
});

describe("the search's workbook", () => {
  apiTest('lists what one search finds, in baht on the community clock', async ({ api, community }) => {
    const k = await evidenceKit(api, community);
    await k.slip('SHEET0001', { amountSatang: '123456' });
    await k.slip('SHEET0002', { amountSatang: '500', unitID: k.unitIds.A1 });
    const sheet = async (query: Record<string, string>) => {
      const res = await k.get('/api/billing/evidence/search/excel', query);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      return readFirstSheet(res.rawPayload);
    };
    const byUnit = await sheet({ unitNo: 'A1' });
    expect(byUnit).toHaveLength(3);
    expect(byUnit[2]).toEqual([
      'A1',
      '2026-11-01 10:00',
      null,
      'โอนเงิน',
      'รอตรวจสอบ',
      '004',
      'SHEET0001',
      1234.56,
      null,
    ]);
    expect(await sheet({ date: '2026-11-01', to: '2026-11-30', status: 'SUBMITTED' })).toHaveLength(3);
    expect(await sheet({ month: '2026-10' })).toHaveLength(1);
    for (const query of [{}, { unitNo: 'A1', month: '2026-11' }, { month: '2026-13' }])
      expectRefusal(await k.get('/api/billing/evidence/search/excel', query), 400);
    expectRefusal(
      await k.resident.call('GET', '/api/billing/evidence/search/excel', {
        query: { communityID: community.id, unitNo: 'A1' },
      }),
      403,
    );
  });
});

describe("a payment's receipt", () => {
  apiTest(
    'is null while waiting, the live one once verified, null again once cancelled',
    async ({ api, community }) => {
      const k = await evidenceKit(api, community);
      await listStaff(k, community);
      const slip = await k.slip('RCPT00001');
      const receiptOf = async () => {
        const res = await k.get('/api/billing/evidence/receipt', { evidenceID: slip.evidenceID });
        expect(res.statusCode, res.body).toBe(200);
        return res.json().data;
      };
      expect(await receiptOf()).toBeNull();
      const verified = await k.send('POST', '/api/billing/evidence/verify', { evidenceID: slip.evidenceID });
      const { receipt } = verified.json().data;
      expect(await receiptOf()).toEqual(receipt);
      await k.send('POST', '/api/billing/receipt/by-pmc/delete', {
        receiptID: receipt.receiptID,
        reason: 'ผิด',
      });
      expect(await receiptOf()).toBeNull();
    },
  );
});

describe('refusals that leave everything as it was', () => {
  apiTest("verifying against another unit's bill is no such bill", async ({ api, community }) => {
    const k = await evidenceKit(api, community);
    await listStaff(k, community);
    const otherBill = await k.bill('B1');
    const slip = await k.slip('WRONGUNIT');
    expectRefusal(
      await k.send('POST', '/api/billing/evidence/verify', {
        evidenceID: slip.evidenceID,
        billID: otherBill.billID,
      }),
      404,
      'BILLING_BILL_NOT_FOUND',
    );
    expect(
      (await k.get('/api/billing/evidence/info', { evidenceID: slip.evidenceID })).json().data.status,
    ).toBe('SUBMITTED');
    expect((await k.get('/api/billing/info', { billID: otherBill.billID })).json().data.paidSatang).toBe(0);
    expect((await k.get('/api/billing/receipt/list')).json().items).toEqual([]);
    // The unit's own bill still settles it.
    const own = await k.bill('A1');
    const ok = await k.send('POST', '/api/billing/evidence/verify', {
      evidenceID: slip.evidenceID,
      billID: own.billID,
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  apiTest('a receipt update naming no field is a 400 and counts no revision', async ({ api, community }) => {
    const k = await evidenceKit(api, community);
    await listStaff(k, community);
    const counter = await k.send('POST', '/api/billing/evidence/by-pmc/create', {
      unitID: k.unitIds.A1,
      amountSatang: 1000,
      paidAt,
      method: 'CASH',
    });
    const admin = await community.member('ADMIN');
    await admin.call('POST', '/api/billing/setting/verified-user', {
      body: { communityID: community.id, userID: admin.userId },
    });
    const verified = await admin.call('POST', '/api/billing/evidence/verify', {
      body: { communityID: community.id, evidenceID: counter.json().data.evidenceID },
    });
    const { receipt } = verified.json().data;
    expectRefusal(
      await k.send('POST', '/api/billing/receipt/update', { receiptID: receipt.receiptID }),
      400,
      'BILLING_RECEIPT_NO_CHANGE',
    );
    const listed = (await k.get('/api/billing/receipt/list')).json().items;
    expect(listed[0]).toMatchObject({ receiptID: receipt.receiptID, revision: 1 });
    const named = await k.send('POST', '/api/billing/receipt/update', {
      receiptID: receipt.receiptID,
      payerName: null,
    });
    expect(named.json().data.revision).toBe(2);
  });
});
