import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { C, couponKit, DUE } from './coupon-test-kit';
import { vmsCoupons } from './tables';

describe('parking coupons from order to use', () => {
  apiTest('a shop orders, pays, is approved, and its coupons are used once', async ({ api, community }) => {
    const k = await couponKit(api, community);
    const setting = await k.get(k.resident, `${C}/info-setting`);
    expect(setting.json().data).toMatchObject({
      pricePerHourSatang: 2_000,
      validityDays: 30,
      payeeKind: 'PHONE',
    });
    const owners = (await k.get(k.staff, `${C}/owner/list`)).json().items;
    expect(owners).toEqual([
      expect.objectContaining({ unitID: k.shop, canOrder: true, discountPercent: 10 }),
    ]);

    const created = await k.batch('CREATED', 3);
    // 3 coupons x 2 hours x 20 baht, less 10 %.
    expect(created).toMatchObject({ state: 'CREATED', count: 3, hours: 2, priceSatang: 10_800 });
    const edited = (
      await k.post(k.resident, `${C}/update-batch`, { batchID: created.batchID, count: 5, hours: 1 })
    ).json().data;
    expect(edited).toMatchObject({ count: 5, hours: 1, priceSatang: 9_000 });

    const asked = (
      await k.post(k.staff, `${C}/waiting-payment/create`, {
        batchID: created.batchID,
        amountSatang: 9_000,
        dueDate: DUE,
      })
    ).json().data;
    expect(asked).toMatchObject({ state: 'WAITING_PAYMENT', amountSatang: 9_000, dueDate: DUE });
    expect(asked.promptPayPayload).toMatch(/^000201010212.*540590\.00/);
    const changed = (
      await k.post(k.staff, `${C}/waiting-payment/update`, {
        batchID: created.batchID,
        amountSatang: 8_000,
        dueDate: DUE,
        reason: 'ส่วนลดเปิดร้าน',
      })
    ).json().data;
    expect(changed).toMatchObject({ state: 'WAITING_PAYMENT', amountSatang: 8_000, reason: 'ส่วนลดเปิดร้าน' });

    const sent = await k.slip(k.resident, created.batchID);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.state).toBe('WAITING_VERIFY');
    expect(sent.json().data.slips).toHaveLength(1);
    expect(sent.json().data.slips[0].url).toMatch(/^\/api\/files\//);

    const rejected = (
      await k.post(k.staff, `${C}/review-batch`, {
        batchID: created.batchID,
        decision: 'REJECT',
        reason: 'ยอดไม่ตรง',
      })
    ).json().data;
    expect(rejected).toMatchObject({ state: 'WAITING_PAYMENT', reason: 'ยอดไม่ตรง', coupons: [] });
    expect((await k.slip(k.resident, created.batchID)).statusCode).toBe(200);
    const approved = (
      await k.post(k.staff, `${C}/review-batch`, { batchID: created.batchID, decision: 'APPROVE' })
    ).json().data;
    expect(approved.state).toBe('REVIEWED');
    expect(approved.coupons).toHaveLength(5);
    expect(new Set(approved.coupons.map((c: { code: string }) => c.code)).size).toBe(5);
    for (const c of approved.coupons)
      expect(c).toMatchObject({ code: expect.stringMatching(/^[A-Z2-7]{10}$/), hours: 1, state: 'USABLE' });
    expect(approved.timeline.map((e: { action: string }) => e.action)).toEqual([
      'create',
      'update',
      'requestPayment',
      'updatePayment',
      'uploadSlip',
      'reject',
      'uploadSlip',
      'approve',
    ]);
    expect(approved.timeline[5]).toMatchObject({
      from: 'WAITING_VERIFY',
      to: 'WAITING_PAYMENT',
      reason: 'ยอดไม่ตรง',
      by: k.staff.userId,
    });
    // Validity ends at a Bangkok midnight (17:00 UTC).
    expect(approved.coupons[0].validUntil).toMatch(/T17:00:00\.000Z$/);

    const [first, second] = approved.coupons;
    const visit = await k.checkin();
    const used = (
      await k.post(k.guard, `${C}/use`, { code: first.code.toLowerCase(), visitID: visit.visitID })
    ).json().data;
    expect(used).toMatchObject({ state: 'USED', visitID: visit.visitID });
    expectRefusal(await k.post(k.guard, `${C}/use`, { code: first.code }), 409, 'VMS_COUPON_USED');
    expect((await k.get(k.guard, `${C}/info`, { code: second.code })).json().data.state).toBe('USABLE');
    expect(
      (await k.get(k.guard, `${C}/search`, { q: second.code.slice(0, 4) }))
        .json()
        .items.map((c: { code: string }) => c.code),
    ).toContain(second.code);
    const cancelled = (
      await k.post(k.staff, `${C}/cancel-by-coupon`, { code: second.code, reason: 'ร้านคืน' })
    ).json().data;
    expect(cancelled).toMatchObject({ state: 'CANCELLED', cancelReason: 'ร้านคืน' });
    expectRefusal(await k.post(k.guard, `${C}/use`, { code: second.code }), 409, 'VMS_COUPON_CANCELLED');
    expectRefusal(
      await k.post(k.staff, `${C}/cancel-by-coupon`, { code: first.code, reason: 'x' }),
      409,
      'VMS_COUPON_USED',
    );

    // An expired coupon cannot be used.
    const third = approved.coupons[2];
    await api.db
      .update(vmsCoupons)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(vmsCoupons.code, third.code));
    expectRefusal(await k.post(k.guard, `${C}/use`, { code: third.code }), 409, 'VMS_COUPON_EXPIRED');

    const report = (await k.get(k.staff, `${C}/report-by-batch`, { batchID: created.batchID })).json().data;
    expect(report).toEqual({
      batchID: created.batchID,
      issued: 5,
      used: 1,
      cancelled: 1,
      expired: 1,
      usable: 2,
      hoursIssued: 5,
      hoursUsed: 1,
    });

    const list = (await k.get(k.staff, `${C}/list-batch`, { state: 'REVIEWED' })).json();
    expect(list.items.map((b: { batchID: string }) => b.batchID)).toEqual([created.batchID]);
    expect(list.counts).toMatchObject({ REVIEWED: 1, CREATED: 0 });
    const mine = (await k.get(k.resident, `${C}/my-batch`)).json().items;
    expect(mine.map((b: { batchID: string }) => b.batchID)).toEqual([created.batchID]);
    expect((await k.get(k.neighbour, `${C}/my-batch`)).json().items).toEqual([]);
  });

  apiTest('approving 1,000 coupons makes them all in one transaction', async ({ api, community }) => {
    const k = await couponKit(api, community);
    const b = await k.batch('REVIEWED', 1_000);
    expect(b.coupons).toHaveLength(1_000);
    const rows = await api.db
      .select({ code: vmsCoupons.code })
      .from(vmsCoupons)
      .where(eq(vmsCoupons.batchId, b.batchID));
    expect(new Set(rows.map((r) => r.code)).size).toBe(1_000);
  });
});
