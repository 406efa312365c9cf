import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  NO_FILE: 'ارفع الصورة أو ملف PDF في حقل multipart باسم "file"',
  FILE_EMPTY: 'الملف فارغ',
  APPROVE_DENIED: 'يمكن لدورك حفظ المسودات، لكن لا يمكنه النشر أو الجدولة أو تعديل منشور منشور',
  AUDIENCE_NOT_FOUND: 'بعض {what} المختارة ليست في هذا المجمع',
  UNITS: 'الوحدات',
  BUILDINGS: 'المباني',
  AUDIENCE_FLOOR_EMPTY: 'لا توجد وحدات في {floors}',
  BUILDING_FLOOR: '{building} الطابق {floor}',
  PUBLISH_AT_REQUIRED: 'الحقل publishAt مطلوب لجدولة المنشور',
  EXPIRY_PASSED: 'وقت expiresAt قد مضى؛ اختر وقت انتهاء لاحقًا',
  EXPIRY_BEFORE_PUBLISH: 'يجب أن يكون expiresAt بعد وقت النشر',
  ALREADY_PUBLISHED: 'هذا المنشور منشور بالفعل',
  NOT_PUBLISHED: 'هذا المنشور غير منشور وغير مجدول',
  EDIT_CONFLICT: 'عدّل شخص آخر هذا المنشور في الأثناء؛ أعد تحميله وحاول مرة أخرى',
  FILE_NOT_FOUND: 'بعض الملفات لم تُرفع إلى هذا المجمع؛ ارفعها مرة أخرى',
  COVER_NOT_IMAGE: 'يجب أن يكون الغلاف صورة (JPEG أو PNG أو WebP)',
  ANNOUNCEMENT_NOT_FOUND: 'لا يوجد هذا الإعلان في هذا المجمع',
  ANNOUNCEMENT_NOT_FOR_YOU: 'لا يوجد هذا الإعلان لك',
  BAD_RANGE: 'يجب ألا يكون from بعد to',
  EMPTY_BODY: 'لم يتبقَّ في النص ما يمكن عرضه بعد إزالة المحتوى غير الآمن',
};
