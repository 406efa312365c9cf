import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  TUTORIAL_ITEM_NOT_FOUND: 'لا يوجد مثل هذا الدرس في هذا المجتمع',
  TUTORIAL_ITEM_SHARED: 'هذا الدرس منشور لكل المجتمعات ولا يمكن تغييره هنا',
  TUTORIAL_ITEM_ARCHIVED: 'هذا الدرس مؤرشف',
  TUTORIAL_FILE_NOT_OURS: 'لم يُرفع هذا الملف لدروس هذا المجتمع',
  TUTORIAL_FILE_WRONG_KIND: 'يحتاج الفيديو إلى ملف MP4، ويحتاج ملف العلاقات العامة إلى PDF أو صورة',
  TUTORIAL_WRONG_SOURCE: 'رابط YouTube أو ملف MP4 للفيديو فقط، والنص للدليل المصور فقط',
  TUTORIAL_CONTENT_MISSING:
    'يحتاج الفيديو إلى رابط YouTube أو MP4، والدليل إلى نص، وملف العلاقات العامة إلى ملف مرفوع',
  TUTORIAL_NO_FILE: 'اختر ملفًا لرفعه',
  TUTORIAL_FILE_EMPTY: 'الملف فارغ',
  NOT_A_TUTORIAL_FILE: 'ارفع فيديو MP4 أو PDF أو صورة (JPEG أو PNG أو WebP)',
  TUTORIAL_FILE_TOO_LARGE: 'الملف كبير جدًا',
  NO_TUTORIAL_WITH_ID: 'لا يوجد درس للمشغّل بالمعرّف {id}',
};
