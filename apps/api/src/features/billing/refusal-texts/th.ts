import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  BILLING_BILL_NOT_FOUND: 'ไม่พบใบแจ้งหนี้นี้ในโครงการ',
  BILLING_UNIT_NOT_FOUND: 'ไม่พบห้องนี้ในโครงการ',
  BILLING_BUILDING_NOT_FOUND: 'ไม่พบอาคารนี้ในโครงการ',
  BILLING_ACCOUNT_NOT_FOUND: 'ไม่พบบัญชีนี้ในโครงการ',
  BILLING_RUN_NOT_FOUND: 'ไม่พบรอบการออกใบแจ้งหนี้นี้ในโครงการ',
  BILLING_BILL_STALE: 'มีผู้แก้ไขใบแจ้งหนี้นี้หลังจากที่คุณเปิด กรุณาโหลดใหม่แล้วลองอีกครั้ง',
  BILLING_BILL_NOT_CHANGEABLE: 'ใบแจ้งหนี้นี้{status} แก้ไขได้เฉพาะฉบับร่างหรือใบที่ออกแล้วและยังไม่ชำระ',
  BILLING_BILL_NOT_RECALLABLE: 'ใบแจ้งหนี้นี้{status} เรียกคืนได้เฉพาะใบที่ออกแล้วและยังไม่ชำระ',
  BILLING_BILL_NOTHING_TO_PAY: 'ใบแจ้งหนี้นี้{status} ไม่มียอดที่ต้องชำระ',
  BILLING_BILL_EXISTS: 'ห้อง {unitNo} มีใบแจ้งหนี้ของ {period} แล้ว',
  BILLING_NO_LINES: 'การตั้งค่าค่าใช้จ่ายไม่มีรายการสำหรับห้อง {unitNo} กรุณาระบุรายการหรือตั้งค่าค่าใช้จ่าย',
  BILLING_PROMPTPAY_ID_INVALID: 'หมายเลขพร้อมเพย์ไม่ถูกต้องสำหรับประเภทนี้',
  BILLING_NO_PROMPTPAY: 'กรุณาเพิ่มบัญชีพร้อมเพย์ในการตั้งค่าการเรียกเก็บเงินก่อน',
  BILLING_STATUS_DRAFT: 'เป็นฉบับร่าง',
  BILLING_STATUS_ISSUED: 'ออกแล้ว',
  BILLING_STATUS_PARTIALLY_PAID: 'ชำระแล้วบางส่วน',
  BILLING_STATUS_PAID: 'ชำระแล้ว',
  BILLING_STATUS_RECALLED: 'ถูกเรียกคืนแล้ว',
};
