import { describe, expect } from 'vitest';
import { communityScope } from '../../platform/db/community-scope';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { billingWork } from './billing-work';
import { evidenceKit } from './evidence-test-kit';
import { reissueReceipt } from './receipt-reissue';

const seqOf = (receiptNo: string) => Number(receiptNo.split('-')[1]);

describe('a replacement receipt', () => {
  apiTest(
    'a receipt cancelled with the payment kept is replaced, numbered next, without a gap',
    async ({ api, community }) => {
      const k = await evidenceKit(api, community);
      const admin = await community.member('ADMIN');
      await admin.call('POST', '/api/billing/setting/verified-user', {
        body: { communityID: community.id, userID: k.staff.userId },
      });
      const bill = await k.bill('A1');
      const slip = await k.slip('REISSUE01', { billID: bill.billID, amountSatang: String(bill.totalSatang) });
      const first = (
        await k.send('POST', '/api/billing/evidence/verify', { evidenceID: slip.evidenceID })
      ).json().data.receipt;
      const create = (body: object) => k.send('POST', '/api/billing/receipt/create', body);
      expectRefusal(await create({ evidenceID: slip.evidenceID }), 409, 'BILLING_RECEIPT_IN_FORCE');

      // Printed with the wrong payer: cancelled, the payment stays verified and the bill paid.
      const cancelled = await k.send('POST', '/api/billing/receipt/by-pmc/delete', {
        receiptID: first.receiptID,
        reason: 'ชื่อผู้ชำระผิด',
        keepPayment: true,
      });
      expect(cancelled.json().data.cancelReason).toBe('ชื่อผู้ชำระผิด');
      expect(
        (await k.get('/api/billing/evidence/info', { evidenceID: slip.evidenceID })).json().data.status,
      ).toBe('VERIFIED');
      expect((await k.get('/api/billing/info', { billID: bill.billID })).json().data).toMatchObject({
        status: 'PAID',
        paidSatang: bill.totalSatang,
      });

      // A replacement that fails after numbering gives its number back.
      const failing = billingWork(communityScope(api.db, community.id), k.staff.userId, async (w) => {
        await reissueReceipt(w, { evidenceID: slip.evidenceID });
        throw new Error('failed after numbering');
      });
      await expect(failing).rejects.toThrow('failed after numbering');

      expectRefusal(await create({ evidenceID: 'nope' }), 400);
      const made = await create({ evidenceID: slip.evidenceID, payerName: 'นางสาว ถูกต้อง' });
      expect(made.statusCode, made.body).toBe(200);
      const second = made.json().data;
      expect(second).toMatchObject({
        evidenceID: slip.evidenceID,
        amountSatang: bill.totalSatang,
        payerName: 'นางสาว ถูกต้อง',
        cancelledAt: null,
        settlements: first.settlements,
      });
      expect(seqOf(second.receiptNo)).toBe(seqOf(first.receiptNo) + 1);
      expectRefusal(await create({ evidenceID: slip.evidenceID }), 409, 'BILLING_RECEIPT_IN_FORCE');

      // Cancelled the usual way, the payment goes back to waiting: nothing to replace then.
      await k.send('POST', '/api/billing/receipt/by-pmc/delete', {
        receiptID: second.receiptID,
        reason: 'ผิดห้อง',
      });
      expectRefusal(await create({ evidenceID: slip.evidenceID }), 409, 'BILLING_EVIDENCE_NOT_VERIFIED');
      expect((await k.get('/api/billing/info', { billID: bill.billID })).json().data.paidSatang).toBe(0);
      const third = (
        await k.send('POST', '/api/billing/evidence/verify', { evidenceID: slip.evidenceID })
      ).json().data.receipt;
      expect(seqOf(third.receiptNo)).toBe(seqOf(second.receiptNo) + 1);
      const numbers = (await k.get('/api/billing/receipt/list'))
        .json()
        .items.map((r: { receiptNo: string }) => seqOf(r.receiptNo));
      expect(numbers.sort()).toEqual([1, 2, 3]);
    },
  );

  apiTest('is the office writers’ only, and of its own community', async ({ api, community }) => {
    const k = await evidenceKit(api, community);
    const slip = await k.slip('REISSUE02');
    expectRefusal(
      await k.resident.call('POST', '/api/billing/receipt/create', {
        body: { communityID: community.id, evidenceID: slip.evidenceID },
      }),
      403,
    );
    const elsewhere = await evidenceKit(api, await newCommunity(api, { name: 'Elsewhere' }));
    expectRefusal(
      await elsewhere.send('POST', '/api/billing/receipt/create', { evidenceID: slip.evidenceID }),
      404,
      'BILLING_EVIDENCE_NOT_FOUND',
    );
  });
});
