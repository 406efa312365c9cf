import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  UNKNOWN_CHECKPOINT: 'هذا الملصق ليس نقطة تفتيش في هذا المجتمع',
  PATROL_CHECKPOINT_NOT_FOUND: 'لا توجد نقطة التفتيش هذه في هذا المجتمع',
  PATROL_CHECKPOINT_RETIRED: 'نقطة التفتيش هذه متوقفة',
  PATROL_PLAN_NOT_FOUND: 'لا توجد خطة الدورية هذه في هذا المجتمع',
  PATROL_PLAN_CHECKPOINTS: 'تضم الخطة نقاط التفتيش العاملة في هذا المجتمع فقط',
  PATROL_ROUND_NOT_FOUND: 'لا توجد هذه الجولة في هذا المجتمع',
  PATROL_ROUND_NOT_OPEN: 'لا يمكن بدء هذه الجولة الآن',
  PATROL_ROUND_CLOSED: 'هذه الجولة {state} بالفعل',
  PATROL_ROUND_NOTHING_SCANNED: 'امسح نقطة تفتيش واحدة على الأقل قبل إنهاء الجولة',
};
