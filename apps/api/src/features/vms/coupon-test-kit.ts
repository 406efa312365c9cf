import type { BatchDetail } from '@cc/contracts/vms-coupon-records';
import { expect } from 'vitest';
import { multipart } from '../../test/as-user';
import type { CommunityKit, Member } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { type VmsKit, vmsKit } from './vms-test-kit';

/** The first bytes of a PNG are all the server reads to know a picture. */
export const SLIP_PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(64, 7)]);
export const C = '/api/coupon';
/** A due date far enough ahead to be valid whenever the test runs. */
export const DUE = '2099-12-31';

export interface CouponKit extends VmsKit {
  /** The resident's unit, a coupon owner allowed to order; the neighbour's is not an owner. */
  shop: string;
  /** Staff of the community's own: VMS_NITI:approve. */
  admin: Member;
  /** A batch of `count` coupons of 2 hours by the resident, moved on to `to` (through the API). */
  batch(to: BatchDetail['state'], count?: number): Promise<BatchDetail>;
  slip(who: Member, batchID: string): ReturnType<Member['call']>;
}

const ok = (res: Awaited<ReturnType<Member['call']>>) => {
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

export async function couponKit(api: TestApp, community: CommunityKit): Promise<CouponKit> {
  const k = await vmsKit(api, community);
  const admin = await community.member('ADMIN');
  ok(
    await k.post(k.staff, `${C}/update-setting`, {
      pricePerHourSatang: 2_000,
      validityDays: 30,
      payeeKind: 'PHONE',
      payeeID: '0812345678',
    }),
  );
  ok(
    await k.post(k.staff, `${C}/owner/setting`, {
      unitID: k.unitIds.home,
      canOrder: true,
      discountPercent: 10,
    }),
  );
  const slip: CouponKit['slip'] = (who, batchID) => {
    const form = multipart({}, { photo: { name: 'slip.png', bytes: SLIP_PNG, type: 'image/png' } });
    return who.call('POST', `${C}/batch-waiting-verify`, {
      query: { communityID: community.id, batchID },
      payload: form.payload,
      headers: form.headers,
    });
  };
  return {
    ...k,
    shop: k.unitIds.home,
    admin,
    slip,
    async batch(to, count = 3) {
      let b: BatchDetail = ok(
        await k.post(k.resident, `${C}/create-batch`, { ownerUnitID: k.unitIds.home, count, hours: 2 }),
      );
      const id = b.batchID;
      if (to === 'CREATED') return b;
      if (to === 'CANCELLED')
        return ok(await k.post(k.resident, `${C}/cancel-batch`, { batchID: id, reason: 'ไม่ใช้แล้ว' }));
      b = ok(
        await k.post(k.staff, `${C}/waiting-payment/create`, {
          batchID: id,
          amountSatang: 10_800,
          dueDate: DUE,
        }),
      );
      if (to === 'WAITING_PAYMENT') return b;
      b = ok(await slip(k.resident, id));
      if (to === 'WAITING_VERIFY') return b;
      return ok(await k.post(k.staff, `${C}/review-batch`, { batchID: id, decision: 'APPROVE' }));
    },
  };
}
