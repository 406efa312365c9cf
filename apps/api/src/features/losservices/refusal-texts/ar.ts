import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  LOSSERVICES_ITEM_NOT_FOUND: 'لا يوجد مثل هذا العنصر في هذا المجتمع',
};
