import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese. */
export const zh: Wordings<typeof en> = {
  REPORT_RANGE_REVERSED: '开始日期不能晚于结束日期',
  REPORT_RANGE_TOO_LONG: '报表最多涵盖 366 天，请选择较短的日期范围',
  REPORT_MONTH_AHEAD: '该月份尚未开始',
};
