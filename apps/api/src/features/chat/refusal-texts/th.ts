import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  CHAT_ROOM_NOT_FOUND: 'ไม่พบห้องแชทนี้ในโครงการ',
  CHAT_ROOM_REQUIRED: 'กรุณาเลือกห้องแชท (roomID)',
  CHAT_USER_REQUIRED: 'กรุณาระบุลูกบ้านที่ต้องการเปิดห้องแชท (userID)',
  CHAT_NOT_ADMIN: 'เฉพาะผู้ดูแลแชทของโครงการเท่านั้นที่ตอบลูกบ้านได้',
  CHAT_MEMBER_NOT_FOUND: 'ไม่พบสมาชิกนี้ในโครงการ',
  CHAT_STATUS_SAME: 'ห้องแชทอยู่ในสถานะ{status}อยู่แล้ว',
  CHAT_STATUS_OPEN: 'รอตอบ',
  CHAT_STATUS_PENDING: 'รอดำเนินการ',
  CHAT_STATUS_CLOSED: 'ปิดแล้ว',
  CHAT_ASSIGNEE_NOT_ADMIN: 'มอบหมายห้องแชทได้เฉพาะผู้ดูแลแชทเท่านั้น',
  CHAT_TOO_FAST: 'ส่งข้อความเกิน {messages} ข้อความใน {seconds} วินาที กรุณารอสักครู่แล้วส่งใหม่',
  CHAT_MESSAGE_EMPTY: 'กรุณาพิมพ์ข้อความหรือแนบไฟล์',
  CHAT_ATTACHMENT_UNKNOWN: 'ไม่พบไฟล์แนบ หรือไฟล์ถูกส่งไปแล้ว หรือเป็นของห้องอื่น กรุณาอัปโหลดใหม่',
  CHAT_MESSAGE_NOT_FOUND: 'ไม่พบข้อความนี้ในโครงการ',
  CHAT_RECALL_NOT_OWN: 'ยกเลิกข้อความได้เฉพาะผู้ส่งเท่านั้น',
  CHAT_RECALL_DONE: 'ข้อความนี้ถูกยกเลิกไปแล้ว',
  CHAT_RECALL_TOO_LATE: 'ยกเลิกข้อความได้ภายใน {minutes} นาทีหลังส่งเท่านั้น',
  CHAT_ATTACHMENT_NOT_FOUND: 'ไม่พบไฟล์แนบนี้ในโครงการ',
  CHAT_FILE_REQUIRED: 'กรุณาส่งไฟล์หนึ่งไฟล์ในช่อง "file" แบบ multipart',
  CHAT_ADMIN_NOT_STAFF: 'ผู้ดูแลแชทต้องเป็นเจ้าหน้าที่ของโครงการ (นิติบุคคลหรือผู้ดูแลระบบ)',
  CHAT_ADMIN_NOT_FOUND: 'ผู้ใช้นี้ไม่ได้เป็นผู้ดูแลแชท',
  CHAT_LAST_ADMIN: 'ไม่สามารถลบผู้ดูแลแชทคนสุดท้ายได้ กรุณาเพิ่มผู้ดูแลคนอื่นก่อน',
  CHAT_TICKET_INVALID: 'ตั๋วเชื่อมต่อแชทไม่ถูกต้อง ถูกใช้แล้ว หรือหมดอายุ กรุณาขอใหม่',
};
