import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  LOSSERVICES_ITEM_NOT_FOUND: 'ไม่พบรายการนี้ในโครงการ',
};
