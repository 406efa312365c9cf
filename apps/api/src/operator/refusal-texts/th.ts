import type { Wordings } from '../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  OPERATOR_ONLY: 'คำสั่งผู้ดูแลระบบใช้ได้จากเครื่องนี้พร้อมโทเคนผู้ดูแลระบบเท่านั้น',
  NO_USER_WITH_EMAIL: 'ไม่พบผู้ใช้ {email}',
  USER_EXISTS: 'มีผู้ใช้ {email} อยู่แล้ว',
  UNKNOWN_COMMAND: 'ไม่รู้จักคำสั่ง {name} คำสั่งที่มี: {commands}',
  BAD_ARGUMENTS: '{problems}\nวิธีใช้: {usage}',
};
