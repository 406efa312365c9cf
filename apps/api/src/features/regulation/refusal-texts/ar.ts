import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  REGULATION_DOCUMENT_NOT_FOUND: 'لا توجد وثيقة لوائح كهذه في هذا المجتمع',
  REGULATION_VERSION_NOT_FOUND: 'لا توجد نسخة كهذه من وثيقة اللوائح في هذا المجتمع',
  REGULATION_FILE_NOT_FOUND: 'الملف المرفق ليس من الملفات المرفوعة إلى هذا المجتمع',
  REGULATION_NO_CONTENT: 'تحتاج النسخة إلى نص أو ملف PDF',
  REGULATION_NOT_DRAFT: 'لا يمكن تعديل أو نشر إلا النسخة المسودة',
  REGULATION_DISCARD_NOT_DRAFT: 'لا يمكن حذف سوى المسودة: تبقى النسخة المنشورة أو المؤرشفة في السجل',
  REGULATION_ONLY_VERSION: 'هذه المسودة هي النسخة الوحيدة من الوثيقة: أرشف الوثيقة بدلاً من ذلك',
  REGULATION_DRAFT_EXISTS: 'لهذه الوثيقة نسخة مسودة بالفعل؛ أكملها أو انشرها أولاً',
  REGULATION_ARCHIVED: 'هذه الوثيقة مؤرشفة',
  REGULATION_NOT_PUBLISHED: 'هذه النسخة غير منشورة',
  REGULATION_NO_ACK_NEEDED: 'هذه النسخة لا تطلب الإقرار',
  REGULATION_NOT_YOUR_UNIT: 'أنت لا تسكن في هذه الوحدة',
  REGULATION_NO_UNIT: 'لست مقيماً في أي وحدة في هذا المجتمع',
  REGULATION_NO_FILE: 'ارفع ملف PDF في الحقل "file" بصيغة multipart',
  REGULATION_NOT_PDF: 'يجب أن يكون الملف بصيغة PDF',
};
