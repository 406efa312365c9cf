import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  // groups and tasks
  ISSUE_GROUP_NOT_FOUND: 'ไม่พบกลุ่มนี้ในโครงการ',
  ISSUE_GROUP_NAME_TAKEN: 'มีกลุ่มชื่อ "{name}" อยู่แล้ว',
  ISSUE_GROUP_HAS_CURRENT: 'กลุ่มนี้ยังมีงานที่ค้างอยู่ {count} งาน: ปิดหรือย้ายงานก่อนเก็บกลุ่ม',
  ISSUE_GROUP_ARCHIVED: 'กลุ่มนี้ถูกเก็บแล้ว',
  ISSUE_MEMBER_NOT_STAFF: 'สมาชิกของกลุ่มส่วนตัวต้องเป็นเจ้าหน้าที่หรือกรรมการของโครงการนี้เท่านั้น',
  ISSUE_TASK_NOT_FOUND: 'ไม่พบงานนี้ในโครงการ',
  ISSUE_TASK_STALE: 'มีผู้แก้ไขงานนี้หลังจากที่คุณเปิดดู: โหลดใหม่แล้วลองอีกครั้ง',
  ISSUE_TASK_CLOSED_UPDATE: 'งาน {number} ปิดแล้ว: เรียกงานกลับก่อนแก้ไข',
  ISSUE_TASK_CLOSED_MOVE: 'งาน {number} ปิดแล้ว: เรียกงานกลับก่อนย้าย',
  ISSUE_TASK_ALREADY_CLOSED: 'งาน {number} ปิดไปแล้ว',
  ISSUE_TASK_NOT_CLOSED: 'งาน {number} ยังไม่ปิด: เรียกกลับได้เฉพาะงานที่ปิดแล้ว',
  ISSUE_TASK_SAME_GROUP: 'งาน {number} อยู่ในกลุ่มนี้แล้ว',
  ISSUE_ASSIGNEE_NOT_STAFF: 'มอบหมายงานได้เฉพาะเจ้าหน้าที่และกรรมการของโครงการนี้',
  ISSUE_PLACE_NOT_FOUND: 'ไม่พบอาคารหรือห้องนี้ในโครงการ',

  // comments, reactions, attachments
  ISSUE_COMMENT_NOT_FOUND: 'ไม่พบความคิดเห็นนี้ในงาน',
  ISSUE_COMMENT_EMPTY: 'พิมพ์ข้อความหรือแนบรูปภาพ',
  ISSUE_COMMENT_NOT_YOURS: 'แก้ไขได้เฉพาะความคิดเห็นของคุณเอง',
  ISSUE_COMMENT_EDIT_EXPIRED: 'แก้ไขความคิดเห็นได้ภายใน {minutes} นาทีหลังโพสต์เท่านั้น',
  ISSUE_COMMENT_DELETED: 'ความคิดเห็นนี้ถูกลบแล้ว',
  ISSUE_COMMENT_PHOTO_LIMIT: 'แนบรูปในความคิดเห็นได้ไม่เกิน {max} รูป',
  ISSUE_MENTION_NOT_READER: 'กล่าวถึงได้เฉพาะผู้ที่เห็นงานนี้',
  ISSUE_ATTACHMENT_LIMIT: 'แนบไฟล์ในงานได้ไม่เกิน {max} ไฟล์',
  ISSUE_ATTACHMENT_TYPE: 'แนบได้เฉพาะรูปภาพ (JPEG, PNG, WebP) หรือไฟล์ PDF',
  ISSUE_ATTACHMENT_NOT_FOUND: 'ไม่พบไฟล์แนบนี้ในงาน',
  ISSUE_ATTACHMENT_NONE: 'เลือกรูปภาพหรือไฟล์ PDF อย่างน้อยหนึ่งไฟล์เพื่อแนบ',

  // settings, reports, import
  ISSUE_RANGE_INVALID: 'วันเริ่มต้นต้องไม่อยู่หลังวันสิ้นสุด',
  ISSUE_IMPORT_FILE: 'อัปโหลดไฟล์ Excel (.xlsx) หรือ CSV',
  ISSUE_IMPORT_EMPTY: 'ไม่มีแถวข้อมูลในไฟล์',
  ISSUE_IMPORT_TOO_MANY: 'รายการข้อบกพร่องมีได้ไม่เกิน {max} แถว',
  ISSUE_IMPORT_BAD_ROWS: 'มี {count} แถวที่มีปัญหา: ยังไม่ได้บันทึกข้อมูลใด',
  ISSUE_IMPORT_MISSING_COLUMN: 'ไม่พบคอลัมน์ "{column}" ในไฟล์',
  ISSUE_IMPORT_ROW_TITLE: 'ไม่มีหัวข้อ หรือหัวข้อยาวเกิน {max} ตัวอักษร',
  ISSUE_IMPORT_ROW_PRIORITY: 'ความสำคัญต้องเป็น URGENT, HIGH, NORMAL หรือ LOW',
  ISSUE_IMPORT_ROW_DATE: 'กำหนดเสร็จต้องเป็นวันที่ (YYYY-MM-DD หรือ DD/MM/YYYY)',
  ISSUE_IMPORT_ROW_UNIT: 'ไม่พบห้อง "{unit}" ในโครงการ',
  ISSUE_RANGE_TOO_LONG: 'รายงานครอบคลุมได้ไม่เกิน {max} วัน',
  ISSUE_IMPORT_ROW_TEXT: 'รายละเอียดยาวได้ไม่เกิน {max} ตัวอักษร',
  ISSUE_IMPORT_ROW_LABELS: 'ป้ายกำกับได้ไม่เกิน {max} ป้าย คั่นด้วยจุลภาค ป้ายละไม่เกิน {length} ตัวอักษร',
};
