import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  ORDER_MISMATCH: 'กรุณาระบุทุกรายการในรายการครั้งละหนึ่งครั้งตามลำดับใหม่',
  CATEGORY_NOT_FOUND: 'ไม่พบหมวดสมุดโทรศัพท์นี้ในโครงการ',
  ENTRY_NOT_FOUND: 'ไม่พบรายชื่อนี้ในสมุดโทรศัพท์ของโครงการ',
};
