import type { Wordings } from '../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  OPERATOR_ONLY: 'لا تُقبل أوامر المشغّل إلا من هذا الجهاز مع رمز المشغّل',
  NO_USER_WITH_EMAIL: 'لا يوجد مستخدم {email}',
  USER_EXISTS: 'المستخدم {email} موجود بالفعل',
  UNKNOWN_COMMAND: 'أمر غير معروف {name}. الأوامر: {commands}',
  BAD_ARGUMENTS: '{problems}\nالاستخدام: {usage}',
};
