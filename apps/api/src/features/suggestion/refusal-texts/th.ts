import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  SUGGESTION_NOT_FOUND: 'ไม่พบข้อเสนอแนะนี้ในโครงการ',
  SUGGESTION_MOVE: 'ข้อเสนอแนะนี้อยู่ในสถานะ{state} จึงเปลี่ยนเป็น{target}ไม่ได้',
  SUGGESTION_FINAL: 'ข้อเสนอแนะนี้{state} จึงเปลี่ยนแปลงอีกไม่ได้',
  SUGGESTION_CHANGED: 'มีผู้อื่นแก้ไขข้อเสนอแนะนี้ก่อนแล้ว กรุณาโหลดใหม่แล้วลองอีกครั้ง',
  SUGGESTION_REASON_REQUIRED: 'กรุณาระบุเหตุผลที่ไม่รับ',
  SUGGESTION_REOPEN_NOTE_REQUIRED: 'กรุณาระบุเหตุผลที่เปิดข้อเสนอแนะอีกครั้ง',
  SUGGESTION_UNKNOWN_CATEGORY: 'ไม่มีหมวด {category} ในโครงการนี้',
  SUGGESTION_DUPLICATE_CATEGORY: 'หมวด {category} ซ้ำกัน',
  SUGGESTION_ANONYMOUS_OFF: 'โครงการนี้ไม่รับข้อเสนอแนะแบบไม่ระบุตัวตน',
  SUGGESTION_NOT_YOUR_UNIT: 'เขียนได้เฉพาะห้องที่คุณพักอาศัย',
  SUGGESTION_RANGE_TOO_LONG: 'เลือกช่วงวันที่ได้ไม่เกิน {max} วัน',
  SUGGESTION_RANGE_BACKWARDS: 'วันที่สิ้นสุดอยู่ก่อนวันที่เริ่มต้น',
  SUGGESTION_STATE_NEW: 'ใหม่',
  SUGGESTION_STATE_ACKNOWLEDGED: 'รับทราบแล้ว',
  SUGGESTION_STATE_IN_PROGRESS: 'กำลังดำเนินการ',
  SUGGESTION_STATE_DONE: 'เสร็จแล้ว',
  SUGGESTION_STATE_REJECTED: 'ไม่รับ',
  SUGGESTION_STATE_WITHDRAWN: 'ถอนแล้ว',
  SUGGESTION_STATE_DELETED: 'ลบแล้ว',
};
