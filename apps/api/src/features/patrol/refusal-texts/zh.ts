import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Simplified Chinese. */
export const zh: Wordings<typeof en> = {
  UNKNOWN_CHECKPOINT: '此标签不是本社区的巡逻点',
  PATROL_CHECKPOINT_NOT_FOUND: '本社区没有此巡逻点',
  PATROL_CHECKPOINT_RETIRED: '此巡逻点已停用',
  PATROL_PLAN_NOT_FOUND: '本社区没有此巡逻计划',
  PATROL_PLAN_CHECKPOINTS: '计划只能包含本社区正在使用的巡逻点',
  PATROL_ROUND_NOT_FOUND: '本社区没有此巡逻轮次',
  PATROL_ROUND_NOT_OPEN: '此轮次现在无法开始',
  PATROL_ROUND_CLOSED: '此轮次已是 {state}',
  PATROL_ROUND_NOTHING_SCANNED: '结束轮次前请至少扫描一个巡逻点',
};
