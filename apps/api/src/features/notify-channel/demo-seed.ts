import type { SeedPart } from '../../platform/feature/define-feature';
import { notifyChannels, notifyDeliveries } from './tables';

const MIN = 60_000;
const HOUR = 60 * MIN;

/**
 * Each demo community's office alerts as an office would leave them before pasting its tokens:
 * a Telegram chat chosen for parcels and repairs (off: no token is in the demo), and a week's
 * delivery log with a sent message, one waiting for its retry and one that gave up.
 */
export const seedDemoAlerts: SeedPart = async (tx, { communities }) => {
  for (const c of communities) {
    await tx.insert(notifyChannels).values({
      communityId: c.id,
      kind: 'TELEGRAM',
      enabled: false,
      features: ['PARCEL', 'REPAIR_REQUEST', 'INCIDENT_REPORT'],
      digest: true,
      lang: 'th',
      target: '-1001234567890',
    });
    const now = Date.now();
    const log = [
      {
        kind: 'TELEGRAM',
        title: 'พัสดุใหม่ห้อง A-1203',
        status: 'SENT',
        attempts: 1,
        httpStatus: 200,
        providerId: '4411',
        ago: 26 * HOUR,
      },
      {
        kind: 'TELEGRAM',
        title: 'แจ้งซ่อม: น้ำรั่วที่ลานจอดรถ B2',
        status: 'SENT',
        attempts: 2,
        httpStatus: 200,
        providerId: '4412',
        ago: 20 * HOUR,
      },
      {
        kind: 'LINE',
        title: 'สรุปเช้าวันนี้',
        status: 'FAILED',
        attempts: 1,
        httpStatus: 500,
        providerId: null,
        ago: 3 * MIN,
        error: 'LINE 500: internal error',
      },
      {
        kind: 'WEBHOOK',
        title: 'เหตุการณ์: ประตูลานจอดรถเปิดค้าง',
        status: 'DEAD',
        attempts: 6,
        httpStatus: 503,
        providerId: null,
        ago: 3 * 24 * HOUR,
        error: 'webhook answered 503',
      },
    ] as const;
    for (const [i, d] of log.entries())
      await tx.insert(notifyDeliveries).values({
        communityId: c.id,
        kind: d.kind,
        messageKey: `demo:${i}`,
        featureEnum: d.kind === 'LINE' ? null : 'PARCEL',
        title: d.title,
        body: d.title,
        status: d.status,
        attempts: d.attempts,
        httpStatus: d.httpStatus,
        providerId: d.providerId,
        lastError: 'error' in d ? d.error : null,
        createdAt: new Date(now - d.ago),
        sentAt: d.status === 'SENT' ? new Date(now - d.ago + MIN) : null,
        nextAttemptAt: d.status === 'FAILED' ? new Date(now - d.ago + 5 * MIN) : null,
      });
  }
};
