import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  invalid_grant: 'ไม่สามารถเข้าสู่ระบบได้',
  WRONG_CREDENTIALS: 'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
  REFRESH_TOKEN_INVALID: 'โทเคนสำหรับต่ออายุการใช้งานไม่ถูกต้อง',
  SESSION_ENDED: 'การใช้งานนี้สิ้นสุดแล้ว กรุณาเข้าสู่ระบบอีกครั้ง',
  REFRESH_TOKEN_EXPIRED: 'โทเคนสำหรับต่ออายุการใช้งานหมดอายุแล้ว',
  REFRESH_TOKEN_REUSED: 'โทเคนนี้ถูกใช้ไปแล้ว ระบบจึงปิดการใช้งานนี้ กรุณาเข้าสู่ระบบอีกครั้ง',
  EMAIL_TAKEN: 'มีบัญชีที่ใช้อีเมลนี้อยู่แล้ว',
  EMAIL_IN_USE: 'อีเมลนี้ถูกใช้กับบัญชีอื่นแล้ว',
  INVALID_RESET_TOKEN: 'ลิงก์ตั้งรหัสผ่านใหม่หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่',
  USER_NOT_FOUND: 'ไม่พบบัญชีนี้แล้ว',
  NOT_A_MEMBER: 'คุณไม่ได้เป็นสมาชิกของโครงการนั้น',
  NOT_YOURSELF: 'ส่งต่อการเข้าใช้งานได้เฉพาะบัญชีของคุณเองเท่านั้น',
  INVALID_HANDOVER: 'รหัสส่งต่อการเข้าใช้งานหมดอายุหรือถูกใช้ไปแล้ว',
  NO_LONGER_MEMBER: 'คุณไม่ได้เป็นสมาชิกของโครงการนี้แล้ว',
};
