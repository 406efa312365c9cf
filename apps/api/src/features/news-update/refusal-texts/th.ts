import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  NEWS_NOT_FOUND: 'ไม่พบข่าวสารนี้',
  NO_NEWS_WITH_ID: 'ไม่พบข่าวสาร {id}',
};
