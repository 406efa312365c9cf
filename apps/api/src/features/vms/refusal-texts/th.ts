import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  VMS_VISIT_NOT_FOUND: 'ไม่พบการเข้าพื้นที่นี้ในโครงการ',
  VMS_UNIT_NOT_FOUND: 'ไม่พบห้องนี้ในโครงการ',
  VMS_ALREADY_OUT: 'ผู้มาติดต่อรายนี้ออกจากโครงการไปแล้ว',
  VMS_NOT_INSIDE: 'ไม่พบผู้มาติดต่อที่ยังอยู่ในโครงการตามข้อมูลที่ให้',
  VMS_AMBIGUOUS: 'มีผู้มาติดต่อ {count} รายที่ตรงกัน กรุณาใช้รหัสบัตรจอด',
  VMS_PAYMENT_REQUIRED: 'ค่าจอดรถ {amount} บาท กรุณาระบุวิธีชำระ',
  VMS_TOO_MANY_STAMPS: 'การเข้าพื้นที่หนึ่งครั้งประทับตราได้ไม่เกิน {max} ครั้ง',
  VMS_STAMP_NOT_FOUND: 'ไม่พบตราประทับนี้ในโครงการ',
  VMS_STAMP_NOT_YOURS: 'ยกเลิกตราประทับได้เฉพาะผู้ที่ประทับหรือเจ้าหน้าที่ป้อม',
  VMS_STAMP_CANCELLED: 'ตราประทับนี้ถูกยกเลิกแล้ว',
  VMS_EXIT_BEFORE_ENTRY: 'เวลาออกอยู่ก่อนเวลาเข้า',
  VMS_BAD_STAY: 'ไม่สามารถคำนวณค่าจอดได้ กรุณาตรวจสอบเวลาและตราประทับ',
  VMS_INVALID_ID_NUMBER: 'เลขที่เอกสารไม่ถูกต้อง กรุณาตรวจสอบ',
};
