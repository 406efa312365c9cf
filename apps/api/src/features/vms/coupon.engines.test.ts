import { eq, isNotNull } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { C, couponKit } from './coupon-test-kit';
import { vmsCouponBatchEvents, vmsCoupons, vmsVisits } from './tables';

/** Simultaneous coupon work on PGlite and PostgreSQL: conditional updates decide, not timing. */
describe('coupons at once', () => {
  apiTest('two approvals at once make the coupons once', async ({ api, community }) => {
    const k = await couponKit(api, community);
    const b = await k.batch('WAITING_VERIFY', 20);
    const answers = await Promise.all([
      k.post(k.staff, `${C}/review-batch`, { batchID: b.batchID, decision: 'APPROVE' }),
      k.post(k.admin, `${C}/review-batch`, { batchID: b.batchID, decision: 'APPROVE' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.json().code).toBe('VMS_COUPON_MOVE_NOT_ALLOWED');
    const coupons = await api.db.select().from(vmsCoupons).where(eq(vmsCoupons.batchId, b.batchID));
    expect(coupons).toHaveLength(20);
    const events = await api.db
      .select()
      .from(vmsCouponBatchEvents)
      .where(eq(vmsCouponBatchEvents.batchId, b.batchID));
    expect(events.filter((e) => e.action === 'approve')).toHaveLength(1);
  });

  apiTest('50 uses of one coupon at once: exactly one wins', async ({ api, community }) => {
    const k = await couponKit(api, community);
    const b = await k.batch('REVIEWED', 1);
    const code = b.coupons[0]!.code;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => k.post(k.guard, `${C}/use`, { code })),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409 && a.json().code === 'VMS_COUPON_USED')).toHaveLength(
      49,
    );
  });

  apiTest(
    '50 checkouts at once holding one coupon: exactly one leaves with it',
    async ({ api, community }) => {
      const k = await couponKit(api, community);
      const code = (await k.batch('REVIEWED', 1)).coupons[0]!.code;
      const visits = await Promise.all(Array.from({ length: 50 }, () => k.checkin()));
      const answers = await Promise.all(
        visits.map((v) =>
          k.post(k.guard, '/api/vms/visitor/checkout', { visitID: v.visitID, couponCodes: [code] }),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
      expect(
        answers.filter((a) => a.statusCode === 409 && a.json().code === 'VMS_COUPON_CODE_USED'),
      ).toHaveLength(49);
      // The losers' checkouts were taken back whole: their visitors are still inside.
      const out = await api.db.select().from(vmsVisits).where(isNotNull(vmsVisits.checkedOutAt));
      expect(out.filter((v) => v.communityId === community.id)).toHaveLength(1);
      const [coupon] = await api.db.select().from(vmsCoupons).where(eq(vmsCoupons.code, code));
      expect(coupon!.visitId).toBe(answers.find((a) => a.statusCode === 200)!.json().data.visitID);
    },
  );

  apiTest('ten orders at once never pass the monthly quota together', async ({ api, community }) => {
    const k = await couponKit(api, community);
    await k.post(k.staff, `${C}/owner/setting`, { unitID: k.shop, canOrder: true, monthlyQuota: 6 });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        k.post(k.resident, `${C}/create-batch`, { ownerUnitID: k.shop, count: 2, hours: 1 }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(
      answers.filter((a) => a.statusCode === 409 && a.json().code === 'VMS_COUPON_QUOTA_EXCEEDED'),
    ).toHaveLength(7);
  });
});
