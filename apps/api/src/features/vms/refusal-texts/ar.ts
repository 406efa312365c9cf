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
  VMS_COUPON_BATCH_NOT_FOUND: 'لا توجد دفعة قسائم كهذه في هذا المجتمع',
  VMS_COUPON_NOT_FOUND: 'لا توجد قسيمة كهذه في هذا المجتمع',
  VMS_COUPON_MOVE_NOT_ALLOWED: 'لا يمكن تنفيذ {action} على دفعة قسائم حالتها {state}',
  VMS_COUPON_REASON_REQUIRED: 'اذكر السبب',
  VMS_COUPON_NOT_SET_UP: 'لم يتم إعداد قسائم المواقف بعد: حدّد السعر والمستفيد أولاً',
  VMS_COUPON_BAD_PAYEE: 'معرّف PromptPay غير صالح لنوعه',
  VMS_COUPON_OWNER_CANNOT_ORDER: 'لا يحق لهذه الوحدة طلب قسائم المواقف',
  VMS_COUPON_QUOTA_EXCEEDED: 'يحق لهذه الوحدة {quota} قسيمة شهرياً؛ المتبقي {left}',
  VMS_COUPON_DUE_PAST: 'تاريخ الاستحقاق قد مضى',
  VMS_COUPON_SLIP_REQUIRED: 'أرفق صورة إيصال الدفع',
  VMS_COUPON_CANCEL_STAFF_ONLY: 'بعد طلب الدفع، لا يلغي الدفعة إلا المكتب',
  VMS_COUPON_USED: 'استُخدمت هذه القسيمة من قبل',
  VMS_COUPON_CANCELLED: 'هذه القسيمة ملغاة',
  VMS_COUPON_EXPIRED: 'انتهت صلاحية هذه القسيمة',
};
