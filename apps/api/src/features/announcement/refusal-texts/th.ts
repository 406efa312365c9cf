import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  NO_FILE: 'กรุณาแนบรูปภาพหรือไฟล์ PDF ในช่อง "file"',
  FILE_EMPTY: 'ไฟล์ว่างเปล่า',
  APPROVE_DENIED: 'บทบาทของคุณบันทึกฉบับร่างได้ แต่เผยแพร่ ตั้งเวลา หรือแก้ไขโพสต์ที่เผยแพร่แล้วไม่ได้',
  AUDIENCE_NOT_FOUND: '{what}ที่เลือกบางรายการไม่ได้อยู่ในโครงการนี้',
  UNITS: 'ห้อง',
  BUILDINGS: 'อาคาร',
  AUDIENCE_FLOOR_EMPTY: 'ไม่มีห้องใน {floors}',
  BUILDING_FLOOR: '{building} ชั้น {floor}',
  PUBLISH_AT_REQUIRED: 'กรุณาระบุ publishAt เพื่อตั้งเวลาเผยแพร่',
  EXPIRY_PASSED: 'เวลาหมดอายุ (expiresAt) ผ่านไปแล้ว กรุณาเลือกเวลาที่ช้ากว่านี้',
  EXPIRY_BEFORE_PUBLISH: 'เวลาหมดอายุ (expiresAt) ต้องอยู่หลังเวลาเผยแพร่',
  ALREADY_PUBLISHED: 'โพสต์นี้เผยแพร่แล้ว',
  NOT_PUBLISHED: 'โพสต์นี้ยังไม่ได้เผยแพร่หรือตั้งเวลาไว้',
  EDIT_CONFLICT: 'มีผู้อื่นแก้ไขโพสต์นี้ในระหว่างนี้ กรุณาโหลดใหม่แล้วลองอีกครั้ง',
  FILE_NOT_FOUND: 'บางไฟล์ไม่ได้อัปโหลดไว้ในโครงการนี้ กรุณาอัปโหลดอีกครั้ง',
  COVER_NOT_IMAGE: 'ภาพหน้าปกต้องเป็นรูปภาพ (JPEG, PNG หรือ WebP)',
  ANNOUNCEMENT_NOT_FOUND: 'ไม่พบประกาศนี้ในโครงการ',
  ANNOUNCEMENT_NOT_FOR_YOU: 'ไม่พบประกาศนี้สำหรับคุณ',
  BAD_RANGE: 'วันที่เริ่มต้น (from) ต้องไม่อยู่หลังวันที่สิ้นสุด (to)',
  EMPTY_BODY: 'เนื้อหาไม่เหลือข้อความที่แสดงได้หลังตัดส่วนที่ไม่ปลอดภัยออก',
};
