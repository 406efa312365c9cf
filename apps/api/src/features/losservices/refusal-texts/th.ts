import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  LOSSERVICES_SERVICE_NOT_FOUND: 'ไม่พบบริการนี้ในโครงการ',
  LOSSERVICES_SERVICE_OFF: 'บริการนี้ปิดให้บริการอยู่ในขณะนี้',
  LOSSERVICES_PARTNER_NOT_FOUND: 'ไม่พบพาร์ทเนอร์นี้',
  LOSSERVICES_NO_PARTNER_WITH_ID: 'ไม่พบพาร์ทเนอร์ {id}',
  LOSSERVICES_REQUEST_NOT_FOUND: 'ไม่พบคำขอใช้บริการนี้ในโครงการ',
  LOSSERVICES_MOVE_NOT_ALLOWED: 'คำขอที่อยู่ในสถานะ {from} เปลี่ยนเป็น {to} ไม่ได้',
  LOSSERVICES_SCHEDULE_NEEDS_TIME: 'กรุณาระบุวันและเวลานัดหมายเพื่อยืนยันนัด',
  LOSSERVICES_REJECT_NEEDS_NOTE: 'กรุณาระบุเหตุผลที่ปฏิเสธคำขอ',
  LOSSERVICES_NOT_YOUR_REQUEST: 'เฉพาะผู้ที่ส่งคำขอนี้เท่านั้นที่ทำรายการนี้ได้',
  LOSSERVICES_REVIEW_NOT_DONE: 'ให้คะแนนได้เมื่อบริการเสร็จแล้วเท่านั้น',
  LOSSERVICES_ALREADY_REVIEWED: 'คำขอนี้ได้รับการให้คะแนนแล้ว',
  LOSSERVICES_LINK_NOT_VALID: 'ลิงก์นี้ไม่ถูกต้อง กรุณาเปิดลิงก์จากอีเมลที่ได้รับ',
};
