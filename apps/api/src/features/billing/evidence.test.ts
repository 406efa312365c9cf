import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { notifications } from '../../platform/notify/tables';
import { apiTest } from '../../test/api-test';
import { multipart } from '../../test/as-user';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { makeSlipImage, makeSlipPayload } from './documents/slip-test-images';
import { evidenceKit, slipImage } from './evidence-test-kit';
import { billingEvidence } from './tables';

const paidAt = '2026-11-01T10:00:00+07:00';

describe('a slip', () => {
  apiTest('is read from a PNG or a JPEG and kept with its bank and reference', async ({ api, community }) => {
    const k = await evidenceKit(api, community);
    const bill = await k.bill('A1');
    const png = await k.upload(slipImage('PNGREF001'), {
      billID: bill.billID,
      amountSatang: '215525',
      paidAt,
    });
    expect(png.statusCode, png.body).toBe(200);
    expect(png.json().data).toMatchObject({
      unitNo: 'A1',
      billNo: bill.billNo,
      amountSatang: 215525,
      status: 'SUBMITTED',
      source: 'RESIDENT',
      slip: { kind: 'SLIP', sendingBank: '004', transRef: 'PNGREF001' },
      flaggedReason: null,
    });
    const jpeg = await k.upload(slipImage('JPGREF002', 'jpeg', '014'), {
      unitID: k.unitIds.A1,
      amountSatang: '5000',
      paidAt,
    });
    expect(jpeg.json().data.slip).toEqual({ kind: 'SLIP', sendingBank: '014', transRef: 'JPGREF002' });
    // The office (with no verifier list yet, every staff member) hears of each new slip.
    expect(await countRows(api.db, notifications, eq(notifications.communityId, community.id))).toBe(2);

    const mine = await k.resident.call('GET', '/api/billing/evidence/my', {
      query: { communityID: community.id },
    });
    expect(mine.json().items.map((e: { slip: { transRef: string } }) => e.slip.transRef)).toEqual([
      'JPGREF002',
      'PNGREF001',
    ]);
    const id = png.json().data.evidenceID;
    expect((await k.get('/api/billing/evidence/info', { evidenceID: id })).json().data.evidenceID).toBe(id);
    const link = (await k.get('/api/billing/evidence/file', { evidenceID: id })).json().data.url;
    expect(link).toMatch(/^\/api\/files\/.+sig=/);
    expect((await api.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
  });

  apiTest(
    'used before is refused naming the bill it paid, and nothing is saved',
    async ({ api, community }) => {
      const k = await evidenceKit(api, community);
      const bill = await k.bill('A1');
      await k.slip('SAMEREF01', { billID: bill.billID });
      const again = await k.upload(slipImage('SAMEREF01', 'jpeg'), {
        unitID: k.unitIds.A1,
        amountSatang: '1',
        paidAt,
      });
      expectRefusal(again, 409, 'BILLING_SLIP_USED', new RegExp(bill.billNo));
      const read = await k.resident.call('POST', '/api/billing/evidence/slip/read', {
        query: { communityID: community.id },
        ...formOf(slipImage('SAMEREF01')),
      });
      expect(read.json().data).toMatchObject({ kind: 'SLIP', transRef: 'SAMEREF01', usedBefore: true });
      expect(await countRows(api.db, billingEvidence, eq(billingEvidence.communityId, community.id))).toBe(1);
    },
  );

  apiTest('with a broken checksum, no slip QR or no QR is kept but flagged', async ({ api, community }) => {
    const k = await evidenceKit(api, community);
    const payload = makeSlipPayload({ sendingBank: '004', transRef: 'BADCRC01' });
    const broken = payload.slice(0, -1) + (payload.at(-1) === '0' ? '1' : '0');
    const cases = [
      [makeSlipImage(broken, { format: 'png' }), 'BAD_CRC'],
      [makeSlipImage('https://example.test/', { format: 'png' }), 'NOT_SLIP'],
    ] as const;
    for (const [image, flag] of cases) {
      const res = await k.upload(image, { unitID: k.unitIds.A1, amountSatang: '100', paidAt });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ flaggedReason: flag, slip: { kind: flag, transRef: null } });
    }
  });

  apiTest('bad input answers 400 and saves nothing', async ({ api, community }) => {
    const k = await evidenceKit(api, community);
    const good = { unitID: k.unitIds.A1, amountSatang: '100', paidAt };
    const refusals = [
      [await k.upload(new TextEncoder().encode('not a picture'), good), 'BILLING_SLIP_IMAGE_TYPE'],
      [await k.upload(slipImage('X1'), { ...good, amountSatang: '0' }), undefined],
      [await k.upload(slipImage('X2'), { ...good, paidAt: 'yesterday' }), undefined],
      [await k.upload(slipImage('X3'), { amountSatang: '100', paidAt }), undefined],
      [await k.send('POST', '/api/billing/evidence/upload', good), 'BILLING_SLIP_IMAGE_REQUIRED'],
    ] as const;
    for (const [res, code] of refusals) expectRefusal(res, 400, code);
    expect(await countRows(api.db, billingEvidence, eq(billingEvidence.communityId, community.id))).toBe(0);
  });
});

describe('who handles evidence', () => {
  apiTest(
    'residents send only for their own unit; guards nothing; committee reads',
    async ({ api, community }) => {
      const k = await evidenceKit(api, community);
      const other = await k.bill('B1');
      const b1 = await k.upload(slipImage('NOTMINE1'), { billID: other.billID, amountSatang: '100', paidAt });
      expectRefusal(b1, 404, 'BILLING_BILL_NOT_FOUND');
      const u = await k.upload(slipImage('NOTMINE2'), { unitID: k.unitIds.B1, amountSatang: '100', paidAt });
      expectRefusal(u, 404, 'BILLING_UNIT_NOT_FOUND');
      const mine = await k.slip('MINE0001');
      const query = { communityID: community.id, evidenceID: mine.evidenceID };
      expectRefusal(await k.resident.call('GET', '/api/billing/evidence/info', { query }), 403);
      const guard = await community.member('GUARD');
      expectRefusal(await k.upload(slipImage('GUARD001'), { unitID: k.unitIds.A1 }, guard), 403);
      const committee = await community.member('COMMITTEE');
      expect((await committee.call('GET', '/api/billing/evidence/info', { query })).statusCode).toBe(200);
      const create = await committee.call('POST', '/api/billing/evidence/by-pmc/create', {
        body: { communityID: community.id, unitID: k.unitIds.A1, amountSatang: 100, paidAt, method: 'CASH' },
      });
      expectRefusal(create, 403);
    },
  );

  apiTest("another community's evidence reads as unknown", async ({ api, community }) => {
    const k = await evidenceKit(api, community);
    const mine = await k.slip('ISOLATE1');
    const elsewhere = await evidenceKit(api, await newCommunity(api, { name: 'Elsewhere' }));
    for (const url of ['/api/billing/evidence/info', '/api/billing/evidence/file'])
      expectRefusal(
        await elsewhere.get(url, { evidenceID: mine.evidenceID }),
        404,
        'BILLING_EVIDENCE_NOT_FOUND',
      );
    const flag = await elsewhere.send('POST', '/api/billing/evidence/print/flag', {
      evidenceIDs: [mine.evidenceID],
    });
    expect(flag.json().data.updated).toBe(0);
  });
});

describe('the office', () => {
  apiTest(
    'records a counter payment, finds it, and deletes it while unverified',
    async ({ api, community }) => {
      const k = await evidenceKit(api, community);
      const bill = await k.bill('A2');
      const made = await k.send('POST', '/api/billing/evidence/by-pmc/create', {
        unitID: k.unitIds.A2,
        billID: bill.billID,
        amountSatang: 150000,
        paidAt,
        method: 'CASH',
      });
      expect(made.statusCode, made.body).toBe(200);
      expect(made.json().data).toMatchObject({
        source: 'OFFICE',
        method: 'CASH',
        slip: null,
        billNo: bill.billNo,
      });
      const slip = await k.slip('OFFICE01');
      const found = async (url: string, query: Record<string, string>) =>
        (await k.get(`/api/billing/evidence/search/${url}`, query))
          .json()
          .items.map((e: { unitNo: string }) => e.unitNo);
      expect(await found('by-unit-no', { unitNo: 'A2' })).toEqual(['A2']);
      expect(await found('by-date', { date: '2026-11-01' })).toEqual(['A1', 'A2']);
      expect(await found('by-date', { date: '2026-10-31', to: '2026-11-02' })).toEqual(['A1', 'A2']);
      expect(await found('by-date', { date: '2026-11-02', to: '2026-11-30' })).toEqual([]);
      expect(await found('by-date', { date: '2026-11-02', to: '2026-11-01' })).toEqual([]);
      expectRefusal(
        await k.get('/api/billing/evidence/search/by-date', { date: '2026-11-01', to: '2026-11' }),
        400,
      );
      expect(await found('by-month', { month: '2026-11', status: 'SUBMITTED' })).toEqual(['A1', 'A2']);
      expect(await found('by-month', { month: '2026-10' })).toEqual([]);
      const first = (
        await k.get('/api/billing/evidence/search/by-month', { month: '2026-11', limit: 1 })
      ).json();
      const next = await k.get('/api/billing/evidence/search/by-month', {
        month: '2026-11',
        limit: 1,
        lastKey: first.lastKey,
      });
      expect(next.json().items[0].unitNo).toBe('A2');
      expectRefusal(
        await k.get('/api/billing/evidence/search/by-month', { month: '2026-11', lastKey: 'zz' }),
        400,
      );

      const removeSlip = await k.send('POST', '/api/billing/evidence/by-pmc/delete', {
        evidenceID: slip.evidenceID,
      });
      expectRefusal(removeSlip, 409, 'BILLING_EVIDENCE_NOT_DELETABLE');
      const id = made.json().data.evidenceID;
      expect(
        (await k.send('POST', '/api/billing/evidence/by-pmc/delete', { evidenceID: id })).statusCode,
      ).toBe(200);
      expectRefusal(await k.send('POST', '/api/billing/evidence/by-pmc/delete', { evidenceID: id }), 404);
      expect(await found('by-unit-no', { unitNo: 'A2' })).toEqual([]);
    },
  );
});

function formOf(image: Uint8Array) {
  return multipart({}, { image: { name: 'slip', bytes: Buffer.from(image) } });
}
