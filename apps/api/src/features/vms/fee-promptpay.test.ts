import { parse } from 'promptparse';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { vmsKit } from './vms-test-kit';

const QR = '/api/vms/fee/promptpay';
const ACCOUNT = {
  receiptName: 'นิติบุคคลอาคารชุด ทดสอบ',
  addressLines: [],
  taxID: '',
  promptPayID: '081-234-5678',
};

describe("a visit's fee as a PromptPay QR", () => {
  apiTest("asks for the preview's fee, to the office's PromptPay ID", async ({ api, community }) => {
    const k = await vmsKit(api, community);
    const visit = await k.checkin();
    await k.backdate(visit.visitID, 150);
    // No PromptPay ID set yet: the fee, and no payload.
    const none = await k.post(k.guard, QR, { visitID: visit.visitID });
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toEqual({ amountSatang: 6_000, payload: null });

    const put = await k.staff.call('PUT', '/api/vms/account', {
      body: { communityID: community.id, ...ACCOUNT },
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await k.post(k.guard, QR, { visitID: visit.visitID, slipLost: true });
    expect(res.statusCode, res.body).toBe(200);
    const { amountSatang, payload } = res.json().data;
    const preview = await k.post(k.guard, '/api/vms/fee/calculate', {
      visitID: visit.visitID,
      slipLost: true,
    });
    expect(amountSatang).toBe(preview.json().data.totalSatang);
    const tags = parse(payload, true)!;
    expect(tags.getTagValue('54')).toBe('160.00');
    expect(tags.getTagValue('29', '01')).toBe('0066812345678');
  });

  apiTest('bad input, roles, and another community', async ({ api, community }) => {
    const k = await vmsKit(api, community);
    const visit = await k.checkin();
    expectRefusal(await k.post(k.guard, QR, { visitID: 'nope' }), 400);
    expectRefusal(await k.post(k.guard, QR, { visitID: visit.visitID, couponCodes: ['x'] }), 400);
    expectRefusal(await k.post(k.resident, QR, { visitID: visit.visitID }), 403);
    const other = await newCommunity(api, { name: 'Other' });
    const o = await vmsKit(api, other);
    expectRefusal(await o.post(o.guard, QR, { visitID: visit.visitID }), 404, 'VMS_VISIT_NOT_FOUND');
    const out = await k.post(k.guard, '/api/vms/visitor/checkout', { visitID: visit.visitID });
    expect(out.statusCode, out.body).toBe(200);
    expectRefusal(await k.post(k.guard, QR, { visitID: visit.visitID }), 409, 'VMS_ALREADY_OUT');
  });
});
