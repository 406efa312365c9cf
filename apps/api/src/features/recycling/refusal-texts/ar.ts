import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  RECYCLING_KIND_NOT_FOUND: 'لا يوجد هذا النوع من المواد القابلة لإعادة التدوير في هذا المجتمع',
  RECYCLING_KIND_NAME_TAKEN: 'يوجد في هذا المجتمع نوع باسم "{name}" بالفعل',
  RECYCLING_KIND_RETIRED: 'هذا النوع متوقف ولا يقبل عمليات وزن جديدة',
  RECYCLING_UNIT_NOT_FOUND: 'لا توجد هذه الوحدة في هذا المجتمع',
  RECYCLING_RECORD_NOT_FOUND: 'لا توجد عملية الوزن هذه في هذا المجتمع',
  RECYCLING_RECORD_CANCELLED: 'تم إلغاء عملية الوزن هذه بالفعل',
  RECYCLING_DAY_IN_FUTURE: 'لا يمكن تسجيل وزن ليوم لم يأتِ بعد',
  RECYCLING_DAY_TOO_OLD: 'يمكن تسجيل الوزن لآخر {days} يومًا كحد أقصى',
};
