import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  SETTING_LOCKED: 'لا يمكن إيقاف الإعدادات أو إخفاؤها من هنا؛ تواصل مع مشغّل النظام',
  ADMIN_KEEPS_SETTING: 'يحتفظ ADMIN دائمًا بصلاحية قراءة الإعدادات وتعديلها، لذا لا يمكن قفلها',
  FEATURE_UNAVAILABLE: '{feature} غير متاح',
  FEATURE_NOT_IN_VILLAGE: '{feature} غير متاح في مجمع من نوع VILLAGE',
};
