import type { Wordings } from '../../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  CAR_NOT_WAITING: 'คำขอนี้{state}แล้ว อนุมัติ ปฏิเสธ หรือแก้ไขได้เฉพาะคำขอที่รอดำเนินการ',
  CAR_NOT_APPROVED: 'รถคันนี้{state} ออกสติกเกอร์หรือแก้ไขได้เฉพาะรถที่อนุมัติแล้ว',
  CAR_ALREADY_CLOSED: 'รถคันนี้{state}แล้ว',
  CAR_LIMIT_REACHED: 'ห้อง {unitNo} มี{type}ที่อนุมัติแล้วครบ {limit} คัน กรุณายกเลิกคันเดิมหรือเพิ่มจำนวนในนโยบาย',
  CAR_PLATE_TAKEN: 'ทะเบียน {plateNo} {province} ลงทะเบียนไว้กับรถที่ใช้งานอยู่แล้ว',
  CAR_NOT_YOURS: 'ลงทะเบียนและแก้ไขรถได้เฉพาะห้องของท่านเอง',
  CAR_OWNERS_ONLY: 'เฉพาะเจ้าของห้องเท่านั้นที่ลงทะเบียนรถของห้องได้',
  CAR_STAFF_ONLY: 'โครงการนี้ให้สำนักงานเป็นผู้ลงทะเบียนรถ',
  CAR_UNIT_UNKNOWN: 'ไม่พบห้อง {unitNo} ในโครงการนี้',
  CAR_RECORD_NOT_FOUND: 'ไม่พบรถคันนี้ในโครงการ',
  CAR_SHEET_PROBLEMS: 'พบปัญหา {count} รายการในไฟล์ ระบบยังไม่ได้บันทึกข้อมูล แถว {row}, {field}: {problem}',
  CAR_SHEET_EMPTY: 'ไม่มีรายการรถใต้แถวหัวตาราง',
  CAR_SHEET_NO_COLUMN: 'แถวหัวตารางไม่มีคอลัมน์ "{column}" กรุณาใช้แม่แบบ',
  CAR_SHEET_UNREADABLE: 'ไฟล์นี้ไม่ใช่ .xlsx หรือ CSV แบบ UTF-8',
  CAR_SHEET_TOO_MANY: 'ไฟล์มี {rows} แถว นำเข้าได้ครั้งละไม่เกิน {max} แถว',
  CAR_SHEET_BAD_PROVINCE: 'ไม่ใช่ชื่อจังหวัด',
  CAR_SHEET_BAD_PLATE: 'ทะเบียนต้องลงท้ายด้วยตัวเลข เช่น กข 1234',
  CAR_SHEET_BAD_TYPE: 'CAR หรือ MOTORCYCLE',
  CAR_SHEET_NO_UNIT: 'ไม่พบห้องนี้',
  CAR_SHEET_DUPLICATE: 'ทะเบียนซ้ำกับแถว {row}',
  CAR_SHEET_TAKEN: 'ลงทะเบียนไว้แล้ว',
  CAR_SHEET_OVER_LIMIT: 'เกินจำนวนที่ห้องมีได้',
  CAR_SHEET_TOO_LONG: 'ไม่เกิน {max} ตัวอักษร',
  CAR_STATE_WAITING: 'รอดำเนินการ',
  CAR_STATE_APPROVED: 'อนุมัติ',
  CAR_STATE_REJECTED: 'ถูกปฏิเสธ',
  CAR_STATE_CANCELLED: 'ถูกยกเลิก',
};
