import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese. */
export const zh: Wordings<typeof en> = {
  LOSSERVICES_ITEM_NOT_FOUND: '此社区中没有该项目',
};
