import { extractText } from 'unpdf';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { evidenceKit } from './evidence-test-kit';

describe('a receipt', () => {
  apiTest('is listed, printed, corrected and cancelled with its number kept', async ({ api, community }) => {
    const k = await evidenceKit(api, community);
    const admin = await community.member('ADMIN');
    await admin.call('POST', '/api/billing/setting/verified-user', {
      body: { communityID: community.id, userID: k.staff.userId },
    });
    const bill = await k.bill('A1');
    const slip = await k.slip('RECEIPT01', { billID: bill.billID, amountSatang: String(bill.totalSatang) });
    const verified = await k.send('POST', '/api/billing/evidence/verify', { evidenceID: slip.evidenceID });
    const receipt = verified.json().data.receipt;
    expect(receipt).toMatchObject({ unitNo: 'A1', revision: 1, cancelledAt: null });

    const listed = (await k.get('/api/billing/receipt/list')).json().items;
    expect(listed.map((x: { receiptNo: string }) => x.receiptNo)).toEqual([receipt.receiptNo]);
    const mine = await k.resident.call('GET', '/api/billing/receipt/my', {
      query: { communityID: community.id },
    });
    expect(mine.json().items).toHaveLength(1);

    const pdf = await k.resident.call('GET', '/api/billing/receipt/pdf', {
      query: { communityID: community.id, receiptID: receipt.receiptID },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(pdf.rawPayload), { mergePages: true });
    expect(text).toContain(receipt.receiptNo);
    expect(text).toContain('A1');

    const updated = await k.send('POST', '/api/billing/receipt/update', {
      receiptID: receipt.receiptID,
      payerName: 'บริษัท ตัวอย่าง จำกัด',
      payerTaxID: '0105551234567',
    });
    expect(updated.json().data).toMatchObject({ revision: 2, payerName: 'บริษัท ตัวอย่าง จำกัด' });
    expectRefusal(
      await k.send('POST', '/api/billing/receipt/update', { receiptID: receipt.receiptID, payerTaxID: '12' }),
      400,
    );

    const cancelled = await k.send('POST', '/api/billing/receipt/by-pmc/delete', {
      receiptID: receipt.receiptID,
      reason: 'ออกผิดห้อง',
    });
    expect(cancelled.json().data).toMatchObject({ receiptNo: receipt.receiptNo, cancelReason: 'ออกผิดห้อง' });
    expect((await k.get('/api/billing/info', { billID: bill.billID })).json().data).toMatchObject({
      status: 'ISSUED',
      paidSatang: 0,
    });
    expect(
      (await k.get('/api/billing/evidence/info', { evidenceID: slip.evidenceID })).json().data.status,
    ).toBe('SUBMITTED');
    expectRefusal(
      await k.send('POST', '/api/billing/receipt/by-pmc/delete', {
        receiptID: receipt.receiptID,
        reason: 'x',
      }),
      409,
      'BILLING_RECEIPT_CANCELLED',
    );
    // Verified again, it takes the next number: the cancelled one is never reused.
    const again = await k.send('POST', '/api/billing/evidence/verify', { evidenceID: slip.evidenceID });
    expect(again.json().data.receipt.receiptNo).toMatch(/-000002$/);
  });

  apiTest('of another unit or community reads as unknown', async ({ api, community }) => {
    const k = await evidenceKit(api, community);
    const admin = await community.member('ADMIN');
    await admin.call('POST', '/api/billing/setting/verified-user', {
      body: { communityID: community.id, userID: k.staff.userId },
    });
    const counter = await admin.call('POST', '/api/billing/evidence/by-pmc/create', {
      body: {
        communityID: community.id,
        unitID: k.unitIds.B1,
        amountSatang: 500,
        paidAt: '2026-11-01T10:00:00Z',
        method: 'CASH',
      },
    });
    const verified = await k.send('POST', '/api/billing/evidence/verify', {
      evidenceID: counter.json().data.evidenceID,
    });
    const receiptID = verified.json().data.receipt.receiptID;
    const query = { communityID: community.id, receiptID };
    expectRefusal(
      await k.resident.call('GET', '/api/billing/receipt/pdf', { query }),
      404,
      'BILLING_RECEIPT_NOT_FOUND',
    );
    const elsewhere = await evidenceKit(api, await newCommunity(api, { name: 'Elsewhere' }));
    expectRefusal(
      await elsewhere.get('/api/billing/receipt/pdf', { receiptID }),
      404,
      'BILLING_RECEIPT_NOT_FOUND',
    );
    expectRefusal(
      await elsewhere.send('POST', '/api/billing/receipt/by-pmc/delete', { receiptID, reason: 'x' }),
      404,
    );
  });
});
