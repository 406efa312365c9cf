import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese (simplified). */
export const zh: Wordings<typeof en> = {
  SUGGESTION_NOT_FOUND: '本社区没有此建议',
  SUGGESTION_MOVE: '此建议处于{state}状态，不能变为{target}',
  SUGGESTION_FINAL: '此建议{state}，不能再更改',
  SUGGESTION_CHANGED: '已有他人先修改了此建议：请重新读取后再试',
  SUGGESTION_REASON_REQUIRED: '请填写拒绝的原因',
  SUGGESTION_REOPEN_NOTE_REQUIRED: '请说明重新打开此建议的原因',
  SUGGESTION_UNKNOWN_CATEGORY: '本社区没有类别 {category}',
  SUGGESTION_DUPLICATE_CATEGORY: '类别 {category} 重复',
  SUGGESTION_ANONYMOUS_OFF: '本社区不接受匿名建议',
  SUGGESTION_NOT_YOUR_UNIT: '只能为您居住的房间提交',
  SUGGESTION_RANGE_TOO_LONG: '每次最多查询 {max} 天',
  SUGGESTION_RANGE_BACKWARDS: '结束日期早于开始日期',
  SUGGESTION_STATE_NEW: '新建',
  SUGGESTION_STATE_ACKNOWLEDGED: '已确认',
  SUGGESTION_STATE_IN_PROGRESS: '处理中',
  SUGGESTION_STATE_DONE: '已完成',
  SUGGESTION_STATE_REJECTED: '已拒绝',
  SUGGESTION_STATE_WITHDRAWN: '已撤回',
  SUGGESTION_STATE_DELETED: '已删除',
};
