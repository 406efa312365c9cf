import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  LOSSERVICES_SERVICE_NOT_FOUND: 'لا توجد هذه الخدمة في هذا المجتمع',
  LOSSERVICES_SERVICE_OFF: 'هذه الخدمة غير متاحة حاليًا',
  LOSSERVICES_PARTNER_NOT_FOUND: 'لا يوجد هذا الشريك',
  LOSSERVICES_NO_PARTNER_WITH_ID: 'لا يوجد شريك {id}',
  LOSSERVICES_REQUEST_NOT_FOUND: 'لا يوجد طلب الخدمة هذا في هذا المجتمع',
  LOSSERVICES_MOVE_NOT_ALLOWED: 'لا يمكن لطلب في حالة {from} أن يصبح {to}',
  LOSSERVICES_SCHEDULE_NEEDS_TIME: 'أدخل تاريخ الزيارة ووقتها لتحديد الموعد',
  LOSSERVICES_REJECT_NEEDS_NOTE: 'اذكر سبب رفض الطلب',
  LOSSERVICES_NOT_YOUR_REQUEST: 'لا يمكن القيام بذلك إلا للساكن الذي قدّم هذا الطلب',
  LOSSERVICES_REVIEW_NOT_DONE: 'يمكن تقييم الطلب بعد إنجازه فقط',
  LOSSERVICES_ALREADY_REVIEWED: 'تم تقييم هذا الطلب بالفعل',
  LOSSERVICES_LINK_NOT_VALID: 'هذا الرابط غير صالح: افتح الرابط الموجود في البريد الذي وصلك',
};
