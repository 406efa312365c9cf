import type { FastifyBaseLogger } from 'fastify';
import type { AppServices } from '../../platform/services';

/**
 * Coupon notifications, sent after the change committed: one that fails is logged and the
 * change stands. Staff hear of a slip to verify; the owner unit's members hear of the review.
 */
export async function notifyCoupon(
  s: AppServices,
  log: FastifyBaseLogger,
  communityId: string,
  to: { kind: 'staff' } | { kind: 'unitResidents'; unitIds: string[] },
  text: { title: string; body: string },
) {
  try {
    // No target: the registry's click target for VMS_NITI (/dashboard), like other features' notices.
    await s.notify(communityId, to, { ...text, featureEnum: 'VMS_NITI' });
  } catch (err) {
    log.error({ err, communityId }, 'vms coupon notification failed');
  }
}

export const slipText = (unitNo: string) => ({
  title: 'มีสลิปคูปองจอดรถรอตรวจสอบ',
  body: `ห้อง ${unitNo} แนบสลิปชำระค่าคูปองจอดรถแล้ว`,
});

export const reviewText = (approved: boolean, count: number, reason?: string | null) =>
  approved
    ? { title: 'คูปองจอดรถพร้อมใช้', body: `อนุมัติการชำระเงินแล้ว ได้รับคูปอง ${count} ใบ` }
    : {
        title: 'สลิปคูปองจอดรถไม่ผ่าน',
        body: reason ? `เหตุผล: ${reason} กรุณาชำระเงินและแนบสลิปอีกครั้ง` : 'กรุณาตรวจสอบเหตุผลและชำระเงินอีกครั้ง',
      };
