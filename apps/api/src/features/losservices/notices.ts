import type { RequestStatus } from '@cc/contracts/losservices';
import type { AppServices } from '../../platform/services';
import type { RequestWithService } from './losservices-queries';
import { partnerPageUrl, signPartnerLink } from './partner-link';

const STATUS_TH: Record<RequestStatus, string> = {
  REQUESTED: 'ส่งคำขอแล้ว',
  ACCEPTED: 'พาร์ทเนอร์รับงานแล้ว',
  SCHEDULED: 'นัดหมายแล้ว',
  DONE: 'เสร็จเรียบร้อย',
  REJECTED: 'พาร์ทเนอร์ปฏิเสธ',
  CANCELLED: 'ยกเลิกแล้ว',
};
const STATUS_EN: Record<RequestStatus, string> = {
  REQUESTED: 'requested',
  ACCEPTED: 'accepted',
  SCHEDULED: 'scheduled',
  DONE: 'done',
  REJECTED: 'turned down',
  CANCELLED: 'cancelled',
};

/** Staff hear of each new request; a click opens the requests table. */
export async function tellStaffOfRequest(s: AppServices, communityId: string, r: RequestWithService) {
  await s.notify(
    communityId,
    { kind: 'staff' },
    {
      title: `คำขอใช้บริการใหม่: ${r.service.name}`,
      body: `${r.request.place} · ${r.request.requesterName} · ${r.request.preferredDate}`,
      featureEnum: 'LOS_SERVICES',
      target: '/dashboard/losservices',
    },
  );
}

/**
 * Staff hear of a resident calling a request off, as of a new one (the partner is mailed too);
 * a click opens the requests table.
 */
export async function tellStaffOfCancel(s: AppServices, communityId: string, r: RequestWithService) {
  await s.notify(
    communityId,
    { kind: 'staff' },
    {
      title: `ยกเลิกคำขอใช้บริการ: ${r.service.name}`,
      body: `${r.request.place} · ${r.request.requesterName} · ${r.request.statusNote}`,
      featureEnum: 'LOS_SERVICES',
      target: '/dashboard/losservices',
    },
  );
}

/** The requester hears of each status their request reaches, unless they made the change. */
export async function tellRequester(
  s: AppServices,
  communityId: string,
  r: RequestWithService,
  byUserId: string | null,
) {
  const requester = r.request.requesterId;
  if (!requester || requester === byUserId) return;
  await s.notify(
    communityId,
    { kind: 'users', userIds: [requester] },
    {
      title: `${r.service.name}: ${STATUS_TH[r.request.status]}`,
      body: r.request.statusNote || `${r.service.vendorName} · ${r.request.place}`,
      featureEnum: 'LOS_SERVICES',
    },
  );
}

/**
 * The partner's mail: the job and the signed link to accept, schedule and finish it. Thai first
 * (the partners are Thai businesses), English beneath.
 */
export async function mailPartner(
  s: AppServices,
  communityId: string,
  communityName: string,
  r: RequestWithService,
) {
  const token = await signPartnerLink(s.db, communityId, r.request.id);
  const link = partnerPageUrl(s.config.PUBLIC_URL, communityId, r.request.id, token);
  const status = r.request.status;
  const subject =
    status === 'REQUESTED'
      ? `งานใหม่จาก ${communityName}: ${r.service.name} / New job: ${r.service.name}`
      : `${communityName}: ${r.service.name} ${STATUS_TH[status]} / ${STATUS_EN[status]}`;
  const text = [
    `${r.service.name} — ${communityName}`,
    `ที่ / Place: ${r.request.place}`,
    `ผู้ขอ / Requested by: ${r.request.requesterName}`,
    `วันที่ต้องการ / Preferred day: ${r.request.preferredDate}`,
    r.request.note ? `หมายเหตุ / Note: ${r.request.note}` : '',
    r.request.statusNote && status === 'CANCELLED' ? `เหตุผล / Reason: ${r.request.statusNote}` : '',
    '',
    'รับงาน นัดหมาย และปิดงานได้ที่ลิงก์นี้ / Accept, schedule and finish the job here:',
    link,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n');
  await s.mailer.send({ to: r.service.vendorEmail, subject, text });
}
