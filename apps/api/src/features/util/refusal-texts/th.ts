import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  OPERATOR_TOKEN_NEEDED: 'เฉพาะผู้ดูแลแพลตฟอร์มเท่านั้นที่เผยแพร่เวอร์ชันแอปได้',
  NO_SUCH_VERIFICATION: 'ไม่พบคำขอรหัสยืนยันนี้',
  SMS_CODE_EXPIRED: 'รหัสหมดอายุแล้ว กรุณาขอรหัสใหม่',
  CODE_USED: 'รหัสนี้ถูกใช้ไปแล้ว',
  TOO_MANY_TRIES: 'กรอกรหัสผิดหลายครั้งเกินไป กรุณาขอรหัสใหม่',
  WRONG_CODE: 'รหัสไม่ถูกต้อง',
  SMS_TEXT: 'รหัสยืนยันของคุณคือ {code} ใช้ได้ภายใน 5 นาที',
  BAD_WINDOW: 'ช่วงปิดปรับปรุงต้องสิ้นสุดหลังเวลาเริ่ม',
};
