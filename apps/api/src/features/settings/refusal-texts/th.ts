import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  SETTING_LOCKED: 'ไม่สามารถปิดหรือซ่อนการตั้งค่าได้จากที่นี่ กรุณาติดต่อผู้ดูแลระบบ',
  ADMIN_KEEPS_SETTING: 'ADMIN ต้องมีสิทธิ์อ่านและแก้ไขการตั้งค่าเสมอ จึงล็อกการตั้งค่าไม่ได้',
  FEATURE_UNAVAILABLE: '{feature} ไม่เปิดให้ใช้งาน',
  FEATURE_NOT_IN_VILLAGE: '{feature} ไม่เปิดให้ใช้งานในโครงการประเภทหมู่บ้าน',
};
