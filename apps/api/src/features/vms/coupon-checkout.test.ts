import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { apiTest } from '../../test/api-test';
import { newCommunity } from '../../test/community-kit';
import { expectRefusal } from '../../test/refusal';
import { C, couponKit } from './coupon-test-kit';
import { vmsCoupons, vmsVisits } from './tables';

const OUT = '/api/vms/visitor/checkout';
const PREVIEW = '/api/vms/fee/calculate';

describe('coupons at checkout', () => {
  apiTest(
    "a coupon's own hours lower the fee; it is used once, with the checkout",
    async ({ api, community }) => {
      const k = await couponKit(api, community);
      // Two coupons of 2 hours each (the kit's rule would give 3: the coupon's own hours count).
      const [one, two] = (await k.batch('REVIEWED', 2)).coupons.map((c) => c.code) as [string, string];
      const visit = await k.checkin();
      await k.backdate(visit.visitID, 150);

      const preview = await k.post(k.guard, PREVIEW, {
        visitID: visit.visitID,
        couponCodes: [one.toLowerCase()],
      });
      expect(preview.statusCode, preview.body).toBe(200);
      // 150 minutes less 2 free hours: 30 minutes, one started hour of 20 baht.
      expect(preview.json().data).toMatchObject({ coupons: 1, couponHours: 2, totalSatang: 2_000 });
      expect((await k.get(k.guard, `${C}/info`, { code: one })).json().data.state).toBe('USABLE');

      const out = await k.post(k.guard, OUT, { visitID: visit.visitID, couponCodes: [one, two] });
      expect(out.statusCode, out.body).toBe(200);
      expect(out.json().data.fee).toMatchObject({ coupons: 2, couponHours: 4, totalSatang: 0 });
      for (const code of [one, two]) {
        const c = (await k.get(k.guard, `${C}/info`, { code })).json().data;
        expect(c).toMatchObject({ state: 'USED', visitID: visit.visitID });
      }
    },
  );

  apiTest(
    'a used, cancelled, expired or unknown coupon refuses the whole checkout',
    async ({ api, community }) => {
      const k = await couponKit(api, community);
      const codes = (await k.batch('REVIEWED', 4)).coupons.map((c) => c.code) as string[];
      const [good, used, cancelled, expired] = codes as [string, string, string, string];
      expect((await k.post(k.guard, `${C}/use`, { code: used })).statusCode).toBe(200);
      expect(
        (await k.post(k.staff, `${C}/cancel-by-coupon`, { code: cancelled, reason: 'หาย' })).statusCode,
      ).toBe(200);
      await api.db
        .update(vmsCoupons)
        .set({ validUntil: new Date(Date.now() - 60_000) })
        .where(eq(vmsCoupons.code, expired));
      const visit = await k.checkin();
      await k.backdate(visit.visitID, 150);
      const tries: [string, number, string][] = [
        [used, 409, 'VMS_COUPON_CODE_USED'],
        [cancelled, 409, 'VMS_COUPON_CODE_CANCELLED'],
        [expired, 409, 'VMS_COUPON_CODE_EXPIRED'],
        ['AAAAAAAAAA', 400, 'VMS_COUPON_CODE_NOT_FOUND'],
      ];
      for (const [bad, status, code] of tries) {
        const body = { visitID: visit.visitID, paymentMethod: 'CASH', couponCodes: [good, bad] };
        expectRefusal(await k.post(k.guard, OUT, body), status, code, new RegExp(bad));
        expectRefusal(
          await k.post(k.guard, PREVIEW, { visitID: visit.visitID, couponCodes: [bad] }),
          status,
          code,
        );
      }
      // Nothing was taken: the visit is inside and the good coupon still usable.
      const [row] = await api.db.select().from(vmsVisits).where(eq(vmsVisits.id, visit.visitID));
      expect(row!.checkedOutAt).toBeNull();
      expect((await k.get(k.guard, `${C}/info`, { code: good })).json().data.state).toBe('USABLE');
      // In the caller's language.
      const th = await k.guard.call('POST', OUT, {
        body: { communityID: community.id, visitID: visit.visitID, couponCodes: [used] },
        headers: { 'accept-language': 'th' },
      });
      expectRefusal(th, 409, 'VMS_COUPON_CODE_USED', `คูปอง ${used} ถูกใช้แล้ว`);
    },
  );

  apiTest('bad coupon lists are 400 and change nothing', async ({ api, community }) => {
    const k = await couponKit(api, community);
    const [code] = (await k.batch('REVIEWED', 1)).coupons.map((c) => c.code) as [string];
    const visit = await k.checkin();
    const six = Array.from({ length: 6 }, () => code);
    for (const couponCodes of [six, [code, code], ['short'], 'AAAAAAAAAA', [12]])
      expectRefusal(await k.post(k.guard, OUT, { visitID: visit.visitID, couponCodes }), 400);
    expectRefusal(await k.post(k.guard, PREVIEW, { visitID: visit.visitID, couponCodes: [code, code] }), 400);
    // A visitor on foot parks nothing: a coupon would be wasted.
    const walker = await k.checkin({ vehicleType: null, plate: undefined, badge: 'W-1' });
    expectRefusal(
      await k.post(k.guard, OUT, { visitID: walker.visitID, couponCodes: [code] }),
      400,
      'VMS_COUPON_NO_VEHICLE',
    );
    expect((await k.get(k.guard, `${C}/info`, { code })).json().data.state).toBe('USABLE');
  });

  apiTest(
    'a resident cannot check out with coupons; another community’s coupon is unknown',
    async ({ api, community }) => {
      const k = await couponKit(api, community);
      const [code] = (await k.batch('REVIEWED', 1)).coupons.map((c) => c.code) as [string];
      const visit = await k.checkin();
      expectRefusal(await k.post(k.resident, OUT, { visitID: visit.visitID, couponCodes: [code] }), 403);
      const o = await couponKit(api, await newCommunity(api, { name: 'Other' }));
      const theirs = await o.checkin();
      await o.backdate(theirs.visitID, 150);
      expectRefusal(
        await o.post(o.guard, OUT, { visitID: theirs.visitID, paymentMethod: 'CASH', couponCodes: [code] }),
        400,
        'VMS_COUPON_CODE_NOT_FOUND',
      );
      expectRefusal(
        await o.post(o.guard, PREVIEW, { visitID: theirs.visitID, couponCodes: [code] }),
        400,
        'VMS_COUPON_CODE_NOT_FOUND',
      );
      expect((await k.get(k.guard, `${C}/info`, { code })).json().data.state).toBe('USABLE');
    },
  );
});
