import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  TUTORIAL_ITEM_NOT_FOUND: 'ไม่พบบทเรียนนี้ในโครงการ',
  TUTORIAL_ITEM_SHARED: 'บทเรียนนี้เผยแพร่ให้ทุกโครงการ จึงแก้ไขในโครงการนี้ไม่ได้',
  TUTORIAL_ITEM_ARCHIVED: 'บทเรียนนี้ถูกเก็บเข้าคลังแล้ว',
  TUTORIAL_FILE_NOT_OURS: 'ไฟล์นี้ไม่ได้อัปโหลดไว้สำหรับบทเรียนของโครงการนี้',
  TUTORIAL_FILE_WRONG_KIND: 'วิดีโอต้องเป็นไฟล์ MP4 ส่วนไฟล์ประชาสัมพันธ์ต้องเป็น PDF หรือรูปภาพ',
  TUTORIAL_WRONG_SOURCE: 'ลิงก์ YouTube หรือ MP4 ใช้ได้กับวิดีโอเท่านั้น และเนื้อหาใช้ได้กับคู่มือภาพประกอบเท่านั้น',
  TUTORIAL_CONTENT_MISSING: 'วิดีโอต้องมีลิงก์ YouTube หรือไฟล์ MP4 คู่มือต้องมีเนื้อหา และไฟล์ประชาสัมพันธ์ต้องมีไฟล์แนบ',
  TUTORIAL_NO_FILE: 'กรุณาเลือกไฟล์ที่จะอัปโหลด',
  TUTORIAL_FILE_EMPTY: 'ไฟล์ว่างเปล่า',
  NOT_A_TUTORIAL_FILE: 'อัปโหลดได้เฉพาะวิดีโอ MP4, PDF หรือรูปภาพ (JPEG, PNG, WebP)',
  TUTORIAL_FILE_TOO_LARGE: 'ไฟล์มีขนาดใหญ่เกินไป',
  NO_TUTORIAL_WITH_ID: 'ไม่มีบทเรียนของผู้ให้บริการที่มีรหัส {id}',
};
