import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  NEWS_NOT_FOUND: 'لا يوجد هذا الخبر',
  NO_NEWS_WITH_ID: 'لا يوجد خبر {id}',
};
