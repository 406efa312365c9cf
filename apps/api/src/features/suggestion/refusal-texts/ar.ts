import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  SUGGESTION_NOT_FOUND: 'لا يوجد هذا الاقتراح في هذا المجتمع',
  SUGGESTION_MOVE: 'هذا الاقتراح {state} ولا يمكن أن يصبح {target}',
  SUGGESTION_FINAL: 'هذا الاقتراح {state}: لا يقبل أي تغيير بعد الآن',
  SUGGESTION_CHANGED: 'قام شخص آخر بتعديل هذا الاقتراح أولاً: أعد قراءته وحاول مرة أخرى',
  SUGGESTION_REASON_REQUIRED: 'اذكر سبب الرفض',
  SUGGESTION_REOPEN_NOTE_REQUIRED: 'اذكر سبب إعادة فتح الاقتراح',
  SUGGESTION_UNKNOWN_CATEGORY: 'لا توجد فئة {category} في هذا المجتمع',
  SUGGESTION_DUPLICATE_CATEGORY: 'الفئة {category} مكررة',
  SUGGESTION_ANONYMOUS_OFF: 'هذا المجتمع لا يقبل الاقتراحات المجهولة',
  SUGGESTION_NOT_YOUR_UNIT: 'يمكنك الكتابة فقط لوحدة تسكن فيها',
  SUGGESTION_RANGE_TOO_LONG: 'اطلب {max} يومًا على الأكثر في كل مرة',
  SUGGESTION_RANGE_BACKWARDS: 'ينتهي النطاق قبل أن يبدأ',
  SUGGESTION_STATE_NEW: 'جديد',
  SUGGESTION_STATE_ACKNOWLEDGED: 'تم الاستلام',
  SUGGESTION_STATE_IN_PROGRESS: 'قيد التنفيذ',
  SUGGESTION_STATE_DONE: 'منجز',
  SUGGESTION_STATE_REJECTED: 'مرفوض',
  SUGGESTION_STATE_WITHDRAWN: 'مسحوب',
  SUGGESTION_STATE_DELETED: 'محذوف',
};
