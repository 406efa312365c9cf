import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Simplified Chinese. */
export const zh: Wordings<typeof en> = {
  ORDER_MISMATCH: '请按新顺序列出每一项，且每项只列一次',
  CATEGORY_NOT_FOUND: '此社区没有这个电话簿分类',
  ENTRY_NOT_FOUND: '此社区的电话簿中没有这一条目',
};
