import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  ORDER_MISMATCH: 'اذكر كل عنصر في القائمة مرة واحدة فقط، بالترتيب الجديد',
  CATEGORY_NOT_FOUND: 'لا توجد فئة دليل الهاتف هذه في هذا المجمع',
  ENTRY_NOT_FOUND: 'لا يوجد هذا الإدخال في دليل هاتف هذا المجمع',
};
