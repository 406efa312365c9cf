import { eq } from 'drizzle-orm';
import { describe, expect } from 'vitest';
import { notificationRecipients, notifications } from '../../platform/notify/tables';
import { apiTest } from '../../test/api-test';
import type { Member } from '../../test/community-kit';
import type { TestApp } from '../../test/test-app';
import { C, couponKit } from './coupon-test-kit';

const inbox = async (api: TestApp, who: Member) =>
  api.db
    .select({
      title: notifications.title,
      featureEnum: notifications.featureEnum,
      target: notifications.target,
    })
    .from(notificationRecipients)
    .innerJoin(notifications, eq(notifications.id, notificationRecipients.notificationId))
    .where(eq(notificationRecipients.userId, who.userId));

describe('coupon notifications', () => {
  apiTest(
    'staff hear of a slip to verify; the shop’s members hear of the review',
    async ({ api, community }) => {
      const k = await couponKit(api, community);
      const b = await k.batch('WAITING_VERIFY');
      const slip = { title: 'มีสลิปคูปองจอดรถรอตรวจสอบ', featureEnum: 'VMS_NITI', target: '/dashboard' };
      expect(await inbox(api, k.staff)).toEqual([slip]);
      expect(await inbox(api, k.admin)).toEqual([slip]);
      expect(await inbox(api, k.resident)).toEqual([]);
      await k.post(k.staff, `${C}/review-batch`, { batchID: b.batchID, decision: 'REJECT', reason: 'ไม่ชัด' });
      expect((await inbox(api, k.resident)).map((n) => n.title)).toEqual(['สลิปคูปองจอดรถไม่ผ่าน']);
      expect(await inbox(api, k.neighbour)).toEqual([]);
      expect(await inbox(api, k.guard)).toEqual([]);
    },
  );
});
