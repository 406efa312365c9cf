import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese (simplified). */
export const zh: Wordings<typeof en> = {
  RECYCLING_KIND_NOT_FOUND: '本社区没有这种回收物类别',
  RECYCLING_KIND_NAME_TAKEN: '本社区已有名为“{name}”的类别',
  RECYCLING_KIND_RETIRED: '该类别已停用，不再接受新的称重',
  RECYCLING_UNIT_NOT_FOUND: '本社区没有这个单元',
  RECYCLING_RECORD_NOT_FOUND: '本社区没有这条称重记录',
  RECYCLING_RECORD_CANCELLED: '这条称重记录已被取消',
  RECYCLING_DAY_IN_FUTURE: '不能为尚未到来的日期登记称重',
  RECYCLING_DAY_TOO_OLD: '称重最多只能补登最近 {days} 天',
};
