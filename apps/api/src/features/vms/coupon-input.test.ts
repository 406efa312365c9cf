import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { expectRefusal } from '../../test/refusal';
import { C, couponKit, DUE } from './coupon-test-kit';
import { vmsCouponBatches } from './tables';

describe('parking coupon input, quota and paging', () => {
  apiTest('bad input is refused in the caller’s language and saves nothing', async ({ api, community }) => {
    const k = await couponKit(api, community);
    const th = { 'accept-language': 'th' };
    const bad = [
      { count: 0, hours: 2 },
      { count: 1_001, hours: 2 },
      { count: 2, hours: 0 },
      { count: 'many', hours: 2 },
    ];
    for (const b of bad) {
      const res = await k.resident.call('POST', `${C}/create-batch`, {
        body: { communityID: community.id, ownerUnitID: k.shop, ...b },
        headers: th,
      });
      expectRefusal(res, 400);
    }
    expect(
      await api.db.select().from(vmsCouponBatches).where(eq(vmsCouponBatches.communityId, community.id)),
    ).toEqual([]);
    const created = await k.batch('CREATED');
    expectRefusal(
      await k.staff.call('POST', `${C}/waiting-payment/create`, {
        body: {
          communityID: community.id,
          batchID: created.batchID,
          amountSatang: 100,
          dueDate: '2001-01-01',
        },
        headers: th,
      }),
      400,
      'VMS_COUPON_DUE_PAST',
      /ผ่านไปแล้ว/,
    );
    expectRefusal(
      await k.post(k.staff, `${C}/waiting-payment/create`, {
        batchID: created.batchID,
        amountSatang: 1.5,
        dueDate: DUE,
      }),
      400,
    );
    expectRefusal(
      await k.post(k.staff, `${C}/cancel-batch`, { batchID: created.batchID, reason: '  ' }),
      400,
    );
    expectRefusal(
      await k.post(k.staff, `${C}/update-setting`, {
        pricePerHourSatang: 100,
        validityDays: 30,
        payeeKind: 'PHONE',
        payeeID: '12',
      }),
      400,
      'VMS_COUPON_BAD_PAYEE',
    );
    expectRefusal(await k.get(k.guard, `${C}/info`, { code: 'ABC' }), 400);
    expectRefusal(await k.get(k.guard, `${C}/info`, { code: 'AAAAAAAAAA' }), 404, 'VMS_COUPON_NOT_FOUND');
    // A JSON body where a slip photo is due.
    expectRefusal(
      await k.post(k.resident, `${C}/batch-waiting-verify`, { batchID: created.batchID }),
      409,
      'VMS_COUPON_MOVE_NOT_ALLOWED',
    );
    const waiting = await k.batch('WAITING_PAYMENT');
    expectRefusal(
      await k.post(k.resident, `${C}/batch-waiting-verify`, { batchID: waiting.batchID }),
      400,
      'VMS_COUPON_SLIP_REQUIRED',
    );
    const after = (await k.get(k.staff, `${C}/info-batch`, { batchID: created.batchID })).json().data;
    expect(after).toMatchObject({ state: 'CREATED', amountSatang: null });
    expect(after.timeline).toHaveLength(1);
  });

  apiTest('a quota counts the month’s orders not cancelled', async ({ api, community }) => {
    const k = await couponKit(api, community);
    await k.post(k.staff, `${C}/owner/setting`, { unitID: k.shop, canOrder: true, monthlyQuota: 5 });
    await k.batch('CANCELLED', 4);
    await k.batch('CREATED', 4);
    expectRefusal(
      await k.post(k.resident, `${C}/create-batch`, { ownerUnitID: k.shop, count: 2, hours: 1 }),
      409,
      'VMS_COUPON_QUOTA_EXCEEDED',
      /1/,
    );
  });

  apiTest('batch lists page by lastKey, newest first', async ({ api, community }) => {
    const k = await couponKit(api, community);
    const made = [await k.batch('CREATED', 1), await k.batch('CREATED', 1), await k.batch('CREATED', 1)];
    const ids = (items: { batchID: string }[]) => items.map((b) => b.batchID);
    for (const [who, url] of [
      [k.staff, 'list-batch'],
      [k.resident, 'my-batch'],
    ] as const) {
      const first = (await k.get(who, `${C}/${url}`, { limit: 2 })).json();
      const rest = (await k.get(who, `${C}/${url}`, { limit: 2, lastKey: first.lastKey })).json();
      expect([...ids(first.items), ...ids(rest.items)]).toEqual(made.map((b) => b.batchID).reverse());
      expect(rest.lastKey ?? null).toBeNull();
    }
    const forged = Buffer.from(JSON.stringify(['2026-01-01T00:00:00Z', 'x'])).toString('base64url');
    expectRefusal(await k.get(k.staff, `${C}/list-batch`, { lastKey: forged }), 400);
  });
});
