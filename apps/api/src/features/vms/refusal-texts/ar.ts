import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  VMS_VISIT_NOT_FOUND: 'لا توجد زيارة كهذه في هذا المجتمع',
  VMS_UNIT_NOT_FOUND: 'لا توجد وحدة كهذه في هذا المجتمع',
  VMS_ALREADY_OUT: 'غادر هذا الزائر بالفعل',
  VMS_NOT_INSIDE: 'لا يوجد زائر في الداخل يطابق ما أُدخل',
  VMS_AMBIGUOUS: '{count} زوار في الداخل يطابقون؛ استخدم رمز القسيمة',
  VMS_PAYMENT_REQUIRED: 'الرسوم {amount} بات: حدد طريقة الدفع',
  VMS_TOO_MANY_STAMPS: 'للزيارة {max} أختام على الأكثر',
  VMS_STAMP_NOT_FOUND: 'لا يوجد ختم كهذا في هذا المجتمع',
  VMS_STAMP_NOT_YOURS: 'لا يلغي الختم إلا الساكن الذي منحه أو موظفو البوابة',
  VMS_STAMP_CANCELLED: 'هذا الختم ملغى بالفعل',
  VMS_EXIT_BEFORE_ENTRY: 'وقت الخروج قبل وقت الدخول',
  VMS_BAD_STAY: 'لا يمكن تسعير هذه الإقامة: تحقق من الأوقات والأختام',
  VMS_INVALID_ID_NUMBER: 'رقم الوثيقة غير صالح: تحقق منه',
};
