import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { C, couponKit, DUE } from './coupon-test-kit';

describe('parking coupon roles and tenancy', () => {
  apiTest(
    'staff set up and review, the gate uses, members order only for an allowed owner unit',
    async ({ api, community }) => {
      const k = await couponKit(api, community);
      const reviewed = await k.batch('REVIEWED', 2);
      const code = reviewed.coupons[0]!.code;
      const waiting = await k.batch('WAITING_PAYMENT');
      // Residents hold VMS_NITI:read: no setup, payment, review or gate work.
      for (const [url, body] of [
        [
          'update-setting',
          { pricePerHourSatang: 1, validityDays: 1, payeeKind: 'PHONE', payeeID: '0812345678' },
        ],
        ['owner/setting', { unitID: k.shop, canOrder: true }],
        ['waiting-payment/create', { batchID: waiting.batchID, amountSatang: 1, dueDate: DUE }],
        ['review-batch', { batchID: waiting.batchID, decision: 'APPROVE' }],
        ['use', { code }],
        ['cancel-by-coupon', { code, reason: 'x' }],
      ] as const)
        expectRefusal(await k.post(k.resident, `${C}/${url}`, body), 403);
      for (const url of ['owner/list', 'list-batch'])
        expectRefusal(await k.get(k.resident, `${C}/${url}`), 403);
      expectRefusal(await k.get(k.resident, `${C}/info`, { code }), 403);
      expectRefusal(await k.get(k.resident, `${C}/search`, { q: 'A' }), 403);
      expectRefusal(await k.get(k.resident, `${C}/report-by-batch`, { batchID: reviewed.batchID }), 403);
      // The guard holds VMS_NITI:write: finds and uses coupons, reviews nothing.
      expect((await k.get(k.guard, `${C}/info`, { code })).statusCode).toBe(200);
      expectRefusal(
        await k.post(k.guard, `${C}/review-batch`, { batchID: waiting.batchID, decision: 'APPROVE' }),
        403,
      );
      expectRefusal(await k.get(k.guard, `${C}/list-batch`), 403);
      // A member may not cancel once payment is asked; the office may.
      expectRefusal(
        await k.post(k.resident, `${C}/cancel-batch`, { batchID: waiting.batchID, reason: 'x' }),
        403,
        'VMS_COUPON_CANCEL_STAFF_ONLY',
      );
      // ADMIN reviews too.
      await k.slip(k.resident, waiting.batchID);
      expect(
        (await k.post(k.admin, `${C}/review-batch`, { batchID: waiting.batchID, decision: 'APPROVE' }))
          .statusCode,
      ).toBe(200);

      // The neighbour is no member of the shop: its batches read as unknown.
      const created = await k.batch('CREATED');
      expectRefusal(
        await k.post(k.neighbour, `${C}/create-batch`, { ownerUnitID: k.shop, count: 1, hours: 1 }),
        404,
        'VMS_UNIT_NOT_FOUND',
      );
      expectRefusal(
        await k.get(k.neighbour, `${C}/info-batch`, { batchID: created.batchID }),
        404,
        'VMS_COUPON_BATCH_NOT_FOUND',
      );
      expectRefusal(
        await k.post(k.neighbour, `${C}/cancel-batch`, { batchID: created.batchID, reason: 'x' }),
        404,
      );
      expectRefusal(
        await k.post(k.neighbour, `${C}/update-batch`, { batchID: created.batchID, count: 1, hours: 1 }),
        404,
      );
      expectRefusal(await k.slip(k.neighbour, waiting.batchID), 404);
      // Their own unit is no coupon owner; and an owner turned off orders nothing.
      expectRefusal(
        await k.post(k.neighbour, `${C}/create-batch`, { ownerUnitID: k.unitIds.next, count: 1, hours: 1 }),
        403,
        'VMS_COUPON_OWNER_CANNOT_ORDER',
      );
      await k.post(k.staff, `${C}/owner/setting`, { unitID: k.shop, canOrder: false });
      expectRefusal(
        await k.post(k.resident, `${C}/create-batch`, { ownerUnitID: k.shop, count: 1, hours: 1 }),
        403,
        'VMS_COUPON_OWNER_CANNOT_ORDER',
      );
    },
  );

  apiTest("another community's batches, coupons and units answer as unknown", async ({ api, community }) => {
    const k = await couponKit(api, community);
    const reviewed = await k.batch('REVIEWED', 1);
    const waiting = await k.batch('WAITING_VERIFY');
    const o = await couponKit(api, await newCommunity(api, { name: 'Other' }));
    const code = reviewed.coupons[0]!.code;
    expectRefusal(
      await o.get(o.staff, `${C}/info-batch`, { batchID: reviewed.batchID }),
      404,
      'VMS_COUPON_BATCH_NOT_FOUND',
    );
    expectRefusal(
      await o.post(o.staff, `${C}/review-batch`, { batchID: waiting.batchID, decision: 'APPROVE' }),
      404,
    );
    expectRefusal(await o.post(o.staff, `${C}/cancel-batch`, { batchID: waiting.batchID, reason: 'x' }), 404);
    expectRefusal(await o.get(o.staff, `${C}/report-by-batch`, { batchID: reviewed.batchID }), 404);
    expectRefusal(await o.post(o.guard, `${C}/use`, { code }), 404, 'VMS_COUPON_NOT_FOUND');
    expectRefusal(await o.get(o.guard, `${C}/info`, { code }), 404, 'VMS_COUPON_NOT_FOUND');
    expect((await o.get(o.guard, `${C}/search`, { q: code.slice(0, 3) })).json().items).toEqual([]);
    expectRefusal(
      await o.post(o.staff, `${C}/owner/setting`, { unitID: k.shop, canOrder: true }),
      404,
      'VMS_UNIT_NOT_FOUND',
    );
    expectRefusal(
      await o.post(o.resident, `${C}/create-batch`, { ownerUnitID: k.shop, count: 1, hours: 1 }),
      404,
    );
    expect((await o.get(o.staff, `${C}/list-batch`)).json().items).toEqual([]);
    // Our coupon still stands.
    expect((await k.get(k.guard, `${C}/info`, { code })).json().data.state).toBe('USABLE');
  });
});
