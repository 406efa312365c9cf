import { communityScope } from '../../platform/db/community-scope';
import type { AppServices } from '../../platform/services';
import type { NoticeJob } from './repair-jobs';
import { lockedRequestOrNone } from './request-queries';
import { findCategory } from './setting-queries';

/** The console's page of one request: where a notification about it opens. */
export const detailTarget = (requestId: string) => `/dashboard/repair/detail?requestID=${requestId}`;

/** What residents read, in Thai (the community's language), per action the office took. */
const TO_RESIDENTS: Record<string, string> = {
  accept: 'รับเรื่องแจ้งซ่อมแล้ว',
  reject: 'ไม่รับเรื่องแจ้งซ่อม',
  quote: 'มีใบเสนอราคางานซ่อม รอการอนุมัติ',
  schedule: 'นัดหมายช่างแล้ว',
  progress: 'ความคืบหน้างานซ่อม',
  requestClose: 'ช่างแจ้งซ่อมเสร็จ กรุณายืนยัน',
  autoClose: 'ปิดงานซ่อมอัตโนมัติ กรุณาให้คะแนน',
  forceClose: 'สำนักงานปิดงานซ่อม',
  confirmClose: 'ปิดงานซ่อมแล้ว กรุณาให้คะแนน',
  delete: 'ยกเลิกเรื่องแจ้งซ่อมที่ซ้ำ',
};
/** What the office reads when a resident acts. */
const TO_STAFF: Record<string, string> = {
  create: 'แจ้งซ่อมใหม่',
  approveQuote: 'ลูกบ้านอนุมัติใบเสนอราคา',
  declineQuote: 'ลูกบ้านไม่อนุมัติใบเสนอราคา',
  notFixed: 'ลูกบ้านแจ้งว่ายังซ่อมไม่เสร็จ',
  review: 'ลูกบ้านให้คะแนนงานซ่อม',
  cancel: 'ลูกบ้านยกเลิกแจ้งซ่อม',
  scheduleByResident: 'ลูกบ้านเลือกเวลานัดช่าง',
};

/**
 * Tells the unit's residents what the office did, and the office what a resident did (a new
 * request among them), with a link to the request. Runs as a job after the change committed.
 */
export async function sendRepairNotice(s: AppServices, job: NoticeJob) {
  const scope = communityScope(s.db, job.communityID);
  const found = await scope.run(async (tx) => {
    const row = await lockedRequestOrNone(tx, scope, job.requestID);
    return row ? { row, category: await findCategory(tx, scope, row.categoryId) } : null;
  });
  if (!found) return;
  const { row, category } = found;
  const about = `เลขที่ ${row.no} ห้อง ${row.unitNo} ${category?.name ?? ''}`.trim();
  const body = job.text ? `${about}: ${job.text}` : about;
  const residentTitle = TO_RESIDENTS[job.action];
  if (residentTitle)
    await s.notify(
      job.communityID,
      { kind: 'unitResidents', unitIds: [row.unitId] },
      { title: residentTitle, body, featureEnum: 'REPAIR_REQUEST' },
    );
  const staffTitle = TO_STAFF[job.action];
  if (staffTitle)
    await s.notify(
      job.communityID,
      { kind: 'staff' },
      { title: staffTitle, body, featureEnum: 'REPAIR_REQUEST', target: detailTarget(row.id) },
    );
}
