import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  CHANNEL_NOT_READY: 'اضبط القناة أولاً: الرمز والمجموعة أو المحادثة أو العنوان',
  DELIVERY_NOT_FOUND: 'لا يوجد إرسال كهذا',
  DELIVERY_NOT_RETRYABLE: 'لا يمكن إعادة المحاولة إلا لإرسال FAILED أو DEAD',
  PRIVATE_URL: 'عنوان الويب هوك يشير إلى شبكة خاصة؛ استخدم عنوانًا عامًا',
  URL_NOT_FOUND: 'لا يمكن العثور على مضيف عنوان الويب هوك',
  BAD_EVENTS: 'المحتوى ليس قائمة أحداث LINE',
  BAD_SIGNATURE: 'توقيع LINE غير مطابق',
  PROVIDER_REFUSED: 'رفض المزوّد الطلب ({status}): تحقق من الرمز',
  PROVIDER_UNREACHABLE: 'تعذّر الوصول إلى المزوّد؛ حاول لاحقًا',
  TEST_TITLE: 'اختبار من وحدة تحكم المجتمع',
  TEST_BODY: 'تنبيهات مكتب {community} تصل إلى هذه المحادثة.',
  DIGEST_TITLE: 'ملخص الصباح {day}',
  DIGEST_EMPTY: 'لا توجد إشعارات جديدة للموظفين منذ صباح أمس.',
  DIGEST_LINE: '{feature}: {count}',
  DEAD_TITLE: 'تعذّر إيصال تنبيه المكتب',
  DEAD_BODY: 'توقف {kind} عن إرسال "{title}" بعد {attempts} محاولات. افتح سجل الإرسال.',
};
