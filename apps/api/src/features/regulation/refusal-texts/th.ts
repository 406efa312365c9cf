import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  REGULATION_DOCUMENT_NOT_FOUND: 'ไม่พบเอกสารระเบียบนี้ในโครงการ',
  REGULATION_VERSION_NOT_FOUND: 'ไม่พบฉบับของเอกสารระเบียบนี้ในโครงการ',
  REGULATION_FILE_NOT_FOUND: 'ไฟล์ที่แนบไม่ใช่ไฟล์ที่อัปโหลดไว้ในโครงการนี้',
  REGULATION_NO_CONTENT: 'ฉบับนี้ต้องมีเนื้อหาหรือไฟล์ PDF',
  REGULATION_NOT_DRAFT: 'แก้ไขหรือเผยแพร่ได้เฉพาะฉบับร่างเท่านั้น',
  REGULATION_DISCARD_NOT_DRAFT: 'ทิ้งได้เฉพาะฉบับร่างเท่านั้น ฉบับที่เผยแพร่หรือเก็บเข้าคลังแล้วจะถูกเก็บไว้เป็นหลักฐาน',
  REGULATION_ONLY_VERSION: 'ฉบับร่างนี้เป็นฉบับเดียวของเอกสาร กรุณาเก็บเอกสารเข้าคลังแทน',
  REGULATION_DRAFT_EXISTS: 'เอกสารนี้มีฉบับร่างอยู่แล้ว กรุณาแก้ไขหรือเผยแพร่ฉบับร่างนั้นก่อน',
  REGULATION_ARCHIVED: 'เอกสารนี้ถูกเก็บเข้าคลังแล้ว',
  REGULATION_NOT_PUBLISHED: 'ฉบับนี้ยังไม่ได้เผยแพร่',
  REGULATION_NO_ACK_NEEDED: 'ฉบับนี้ไม่ต้องการการรับทราบ',
  REGULATION_NOT_YOUR_UNIT: 'คุณไม่ได้พักอาศัยในห้องนี้',
  REGULATION_NO_UNIT: 'คุณยังไม่ได้เป็นผู้พักอาศัยของห้องใดในโครงการนี้',
  REGULATION_NO_FILE: 'กรุณาอัปโหลดไฟล์ PDF ในช่อง "file" แบบ multipart',
  REGULATION_NOT_PDF: 'ไฟล์ต้องเป็น PDF',
};
