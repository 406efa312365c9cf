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
  VMS_COUPON_BATCH_NOT_FOUND: 'ไม่พบชุดคูปองนี้ในชุมชน',
  VMS_COUPON_NOT_FOUND: 'ไม่พบคูปองนี้ในชุมชน',
  VMS_COUPON_MOVE_NOT_ALLOWED: 'ไม่สามารถ {action} ชุดคูปองที่อยู่ในสถานะ {state}',
  VMS_COUPON_REASON_REQUIRED: 'กรุณาระบุเหตุผล',
  VMS_COUPON_NOT_SET_UP: 'ยังไม่ได้ตั้งค่าคูปองจอดรถ กรุณาตั้งราคาและผู้รับเงินก่อน',
  VMS_COUPON_BAD_PAYEE: 'หมายเลขพร้อมเพย์ไม่ถูกต้องตามประเภท',
  VMS_COUPON_OWNER_CANNOT_ORDER: 'ห้องนี้ไม่ได้รับสิทธิ์สั่งซื้อคูปองจอดรถ',
  VMS_COUPON_QUOTA_EXCEEDED: 'ห้องนี้สั่งได้ {quota} ใบต่อเดือน เหลือ {left} ใบ',
  VMS_COUPON_DUE_PAST: 'วันครบกำหนดผ่านไปแล้ว',
  VMS_COUPON_SLIP_REQUIRED: 'กรุณาแนบรูปสลิปการชำระเงิน',
  VMS_COUPON_CANCEL_STAFF_ONLY: 'เมื่อแจ้งชำระเงินแล้ว เฉพาะนิติบุคคลเท่านั้นที่ยกเลิกชุดคูปองได้',
  VMS_COUPON_USED: 'คูปองนี้ถูกใช้แล้ว',
  VMS_COUPON_CANCELLED: 'คูปองนี้ถูกยกเลิกแล้ว',
  VMS_COUPON_EXPIRED: 'คูปองนี้หมดอายุแล้ว',
  VMS_REPORT_RANGE_REVERSED: 'วันสิ้นสุดอยู่ก่อนวันเริ่มต้น',
  VMS_REPORT_RANGE_TOO_LONG: 'รายงานครอบคลุมได้ไม่เกิน {max} วัน',
  VMS_REPORT_MONTH_AHEAD: 'เดือนนี้ยังไม่เริ่ม',
  VMS_REPORT_NO_RECIPIENTS: 'กรุณาเพิ่มผู้รับอีเมลอย่างน้อยหนึ่งคนก่อน',
  VMS_REPORT_SHEET_TOO_BIG:
    'ช่วงวันที่นี้มีผู้มาติดต่อ {count} รายการ ไฟล์ Excel รองรับได้ไม่เกิน {max} รายการ กรุณาเลือกช่วงวันที่ให้สั้นลง',
};
