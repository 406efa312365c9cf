import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  REPORT_RANGE_REVERSED: 'يجب أن يكون تاريخ البدء في تاريخ الانتهاء أو قبله',
  REPORT_RANGE_TOO_LONG: 'يغطي التقرير 366 يومًا على الأكثر؛ اختر فترة أقصر',
  REPORT_MONTH_AHEAD: 'لم يبدأ هذا الشهر بعد',
};
