import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  OPERATOR_TOKEN_NEEDED: 'لا ينشر إصدار التطبيق إلا مشغّل المنصة',
  NO_SUCH_VERIFICATION: 'لا يوجد طلب رمز تحقق كهذا',
  SMS_CODE_EXPIRED: 'انتهت صلاحية الرمز؛ اطلب رمزًا جديدًا',
  CODE_USED: 'استُخدم هذا الرمز من قبل',
  TOO_MANY_TRIES: 'رموز خاطئة كثيرة؛ اطلب رمزًا جديدًا',
  WRONG_CODE: 'الرمز غير صحيح',
  SMS_TEXT: 'رمز التحقق الخاص بك هو {code}. ينتهي خلال 5 دقائق.',
  BAD_WINDOW: 'يجب أن تنتهي فترة الصيانة بعد بدايتها',
};
