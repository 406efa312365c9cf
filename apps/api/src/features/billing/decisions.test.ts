import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { notifications } from '../../platform/notify/tables';
import { buddhistYear } from '../../platform/pdf/thai-text';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { countRows } from '../../test/rows';
import { evidenceKit, slipImage } from './evidence-test-kit';

const paidAt = '2026-11-01T10:00:00+07:00';
const year = () => buddhistYear(new Date(), 'Asia/Bangkok');

describe('deciding a payment', () => {
  apiTest(
    'verify settles the bill, keeps the surplus as credit and numbers the receipt',
    async ({ api, community }) => {
      const k = await evidenceKit(api, community);
      const admin = await community.member('ADMIN');
      const decide = (who: typeof admin, path: string, body: object) =>
        who.call('POST', `/api/billing/evidence/${path}`, { body: { communityID: community.id, ...body } });
      for (const user of [k.staff, admin]) {
        const added = await admin.call('POST', '/api/billing/setting/verified-user', {
          body: { communityID: community.id, userID: user.userId },
        });
        expect(added.statusCode, added.body).toBe(200);
      }
      expect((await k.get('/api/billing/setting/verified-user')).json().items).toHaveLength(2);

      const bill = await k.bill('A1');
      const slip = await k.slip('VERIFY001', {
        billID: bill.billID,
        amountSatang: String(bill.totalSatang + 1000),
      });
      const before = await countRows(api.db, notifications, eq(notifications.communityId, community.id));
      const verified = await decide(k.staff, 'verify', { evidenceID: slip.evidenceID });
      expect(verified.statusCode, verified.body).toBe(200);
      const { evidence, receipt } = verified.json().data;
      expect(evidence).toMatchObject({ status: 'VERIFIED', verifiedBy: k.staff.userId });
      expect(receipt).toMatchObject({
        receiptNo: `RC${year()}-000001`,
        settlements: [
          { billID: bill.billID, billNo: bill.billNo, amountSatang: bill.totalSatang },
          { billID: null, amountSatang: 1000 },
        ],
      });
      expect((await k.get('/api/billing/info', { billID: bill.billID })).json().data).toMatchObject({
        status: 'PAID',
        paidSatang: bill.totalSatang,
      });
      expect(await countRows(api.db, notifications, eq(notifications.communityId, community.id))).toBe(
        before + 1,
      );
      expectRefusal(
        await decide(admin, 'verify', { evidenceID: slip.evidenceID }),
        409,
        'BILLING_EVIDENCE_NOT_DECIDABLE',
        /verified/,
      );

      // A counter payment: its recorder may not verify it; another verifier pays the oldest bill part.
      const a2 = await k.bill('A2');
      const counter = await k.send('POST', '/api/billing/evidence/by-pmc/create', {
        unitID: k.unitIds.A2,
        amountSatang: 100,
        paidAt,
        method: 'CASH',
      });
      const counterId = counter.json().data.evidenceID;
      expectRefusal(await decide(k.staff, 'verify', { evidenceID: counterId }), 403, 'BILLING_OWN_PAYMENT');
      const second = await decide(admin, 'verify', { evidenceID: counterId });
      expect(second.json().data.receipt.receiptNo).toBe(`RC${year()}-000002`);
      expect((await k.get('/api/billing/info', { billID: a2.billID })).json().data).toMatchObject({
        status: 'PARTIALLY_PAID',
        paidSatang: 100,
      });
    },
  );

  apiTest(
    'reject tells the residents; the same slip may then come again, flagged',
    async ({ api, community }) => {
      const k = await evidenceKit(api, community);
      const admin = await community.member('ADMIN');
      await admin.call('POST', '/api/billing/setting/verified-user', {
        body: { communityID: community.id, userID: k.staff.userId },
      });
      const slip = await k.slip('REJECT001');
      const before = await countRows(api.db, notifications, eq(notifications.communityId, community.id));
      const rejected = await k.send('POST', '/api/billing/evidence/reject', {
        evidenceID: slip.evidenceID,
        reason: 'ยอดเงินไม่ตรงกับสลิป',
      });
      expect(rejected.statusCode, rejected.body).toBe(200);
      expect(rejected.json().data).toMatchObject({ status: 'REJECTED', rejectReason: 'ยอดเงินไม่ตรงกับสลิป' });
      expect(await countRows(api.db, notifications, eq(notifications.communityId, community.id))).toBe(
        before + 1,
      );
      const again = await k.slip('REJECT001');
      expect(again).toMatchObject({ flaggedReason: 'REUSED_AFTER_REJECT', duplicateOfID: slip.evidenceID });
      expectRefusal(
        await k.send('POST', '/api/billing/evidence/verify', { evidenceID: slip.evidenceID }),
        409,
        'BILLING_EVIDENCE_NOT_DECIDABLE',
      );
    },
  );

  apiTest('only listed approvers decide; only ADMIN edits the list', async ({ api, community }) => {
    const k = await evidenceKit(api, community);
    const slip = await k.slip('ROLES0001');
    const body = { evidenceID: slip.evidenceID };
    expectRefusal(await k.send('POST', '/api/billing/evidence/verify', body), 403, 'BILLING_NOT_A_VERIFIER');
    const committee = await community.member('COMMITTEE');
    const guard = await community.member('GUARD');
    for (const who of [k.resident, guard])
      expectRefusal(
        await who.call('POST', '/api/billing/evidence/verify', {
          body: { communityID: community.id, ...body },
        }),
        403,
      );
    const byPmc = await k.send('POST', '/api/billing/setting/verified-user', { userID: committee.userId });
    expectRefusal(byPmc, 403);
    const admin = await community.member('ADMIN');
    const add = (userID: string) =>
      admin.call('POST', '/api/billing/setting/verified-user', {
        body: { communityID: community.id, userID },
      });
    expectRefusal(await add(k.resident.userId), 400, 'BILLING_VERIFIER_NOT_MEMBER');
    expect((await add(committee.userId)).statusCode).toBe(200);
    const reject = await committee.call('POST', '/api/billing/evidence/reject', {
      body: { communityID: community.id, ...body, reason: 'ไม่พบยอดเงินเข้า' },
    });
    expect(reject.statusCode, reject.body).toBe(200);
    const removed = await admin.call('POST', '/api/billing/setting/verified-user/delete', {
      body: { communityID: community.id, userID: committee.userId },
    });
    expect(removed.statusCode).toBe(200);
    expect((await k.get('/api/billing/setting/verified-user')).json().items).toEqual([]);
    expect(
      (await k.upload(slipImage('ROLES0002'), { unitID: k.unitIds.A1, amountSatang: '1', paidAt }))
        .statusCode,
    ).toBe(200);
  });
});
