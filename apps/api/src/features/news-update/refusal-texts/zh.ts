import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Simplified Chinese. */
export const zh: Wordings<typeof en> = {
  NEWS_NOT_FOUND: '没有这条新闻动态',
  NO_NEWS_WITH_ID: '没有新闻动态 {id}',
};
