import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  invalid_grant: 'لم يتم قبول تسجيل الدخول',
  WRONG_CREDENTIALS: 'البريد الإلكتروني أو كلمة المرور غير صحيحة',
  REFRESH_TOKEN_INVALID: 'رمز التحديث غير صالح',
  SESSION_ENDED: 'انتهت هذه الجلسة. سجّل الدخول مرة أخرى.',
  REFRESH_TOKEN_EXPIRED: 'انتهت صلاحية رمز التحديث',
  REFRESH_TOKEN_REUSED: 'سبق استخدام رمز التحديث هذا، وقد أُنهيت الجلسة. سجّل الدخول مرة أخرى.',
  EMAIL_TAKEN: 'يوجد حساب بهذا البريد الإلكتروني بالفعل',
  EMAIL_IN_USE: 'هذا البريد الإلكتروني مستخدم في حساب آخر',
  INVALID_RESET_TOKEN: 'انتهت صلاحية رابط إعادة التعيين أو سبق استخدامه. اطلب رابطًا جديدًا.',
  USER_NOT_FOUND: 'هذا الحساب لم يعد موجودًا',
  NOT_A_MEMBER: 'لست عضوًا في ذلك المجمع',
  NOT_YOURSELF: 'لا يمكن إنشاء التسليم إلا لنفسك',
  INVALID_HANDOVER: 'انتهت صلاحية هذا التسليم أو سبق استخدامه',
  NO_LONGER_MEMBER: 'لم تعد عضوًا في هذا المجمع',
  ACCOUNT_DISABLED: 'تم تعطيل هذا الحساب. تواصل مع المسؤول.',
  WRONG_PASSWORD: 'كلمة المرور الحالية غير صحيحة',
  INVALID_CODE: 'رمز التحقق غير صحيح',
  CODE_EXPIRED: 'انتهت صلاحية رمز التحقق. اطلب رمزًا جديدًا.',
  IDENTITY_IN_USE: 'حساب آخر يسجّل الدخول بهذا بالفعل',
  IDENTITY_ALREADY_YOURS: 'أنت تسجّل الدخول بهذا بالفعل',
  PRIMARY_IDENTITY: 'لا يمكن إزالة البريد الإلكتروني الأساسي للحساب؛ غيّره من الملف الشخصي',
  IDENTITY_NOT_FOUND: 'أنت لا تسجّل الدخول بهذا',
  LAST_IDENTITY: 'هذه طريقتك الوحيدة لتسجيل الدخول؛ أضف طريقة أخرى قبل إزالتها',
  PROFILE_NOT_FOUND: 'هذا الشخص ليس عضوًا في المجتمع',
  SOCIAL_CODE_INVALID: 'انتهت صلاحية رابط تسجيل الدخول هذا أو سبق استخدامه. سجّل الدخول مرة أخرى.',
  SOCIAL_NOT_CONFIGURED: 'لم يتم إعداد تسجيل الدخول عبر هذا المزوّد',
  SOCIAL_STATE_MISMATCH:
    'لم يبدأ تسجيل الدخول هذا في هذا المتصفح أو انتهت صلاحيته. ابدأ من جديد من صفحة تسجيل الدخول.',
};
