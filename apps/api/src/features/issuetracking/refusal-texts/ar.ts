import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  // groups and tasks
  ISSUE_GROUP_NOT_FOUND: 'لا توجد هذه المجموعة في هذا المجتمع',
  ISSUE_GROUP_NAME_TAKEN: 'توجد مجموعة باسم "{name}" بالفعل',
  ISSUE_GROUP_HAS_CURRENT: 'لا تزال هذه المجموعة تضم {count} مهام جارية: أغلقها أو انقلها قبل أرشفة المجموعة',
  ISSUE_GROUP_ARCHIVED: 'هذه المجموعة مؤرشفة',
  ISSUE_MEMBER_NOT_STAFF: 'لا يكون أعضاء المجموعة الخاصة إلا من موظفي هذا المجتمع ولجنته',
  ISSUE_TASK_NOT_FOUND: 'لا توجد هذه المهمة في هذا المجتمع',
  ISSUE_TASK_STALE: 'غيّر شخص ما هذه المهمة بعد أن فتحتها: أعد تحميلها وحاول مرة أخرى',
  ISSUE_TASK_CLOSED_UPDATE: 'المهمة {number} مغلقة: أعد فتحها قبل تغييرها',
  ISSUE_TASK_CLOSED_MOVE: 'المهمة {number} مغلقة: أعد فتحها قبل نقلها',
  ISSUE_TASK_ALREADY_CLOSED: 'المهمة {number} مغلقة بالفعل',
  ISSUE_TASK_NOT_CLOSED: 'المهمة {number} ليست مغلقة: لا يعاد فتح إلا المهام المغلقة',
  ISSUE_TASK_SAME_GROUP: 'المهمة {number} موجودة في هذه المجموعة بالفعل',
  ISSUE_ASSIGNEE_NOT_STAFF: 'لا تُسند المهام إلا إلى موظفي هذا المجتمع ولجنته',
  ISSUE_PLACE_NOT_FOUND: 'لا يوجد هذا المبنى أو هذه الوحدة في هذا المجتمع',

  // comments, reactions, attachments
  ISSUE_COMMENT_NOT_FOUND: 'لا يوجد هذا التعليق على هذه المهمة',
  ISSUE_COMMENT_EMPTY: 'اكتب شيئًا أو أضف صورة',
  ISSUE_COMMENT_NOT_YOURS: 'يمكنك تغيير تعليقاتك فقط',
  ISSUE_COMMENT_EDIT_EXPIRED: 'لا يمكن تعديل التعليق إلا خلال {minutes} دقيقة من نشره',
  ISSUE_COMMENT_DELETED: 'تم حذف هذا التعليق',
  ISSUE_COMMENT_PHOTO_LIMIT: 'يقبل التعليق {max} صور على الأكثر',
  ISSUE_MENTION_NOT_READER: 'يمكنك الإشارة فقط إلى من يستطيع رؤية هذه المهمة',
  ISSUE_ATTACHMENT_LIMIT: 'تقبل المهمة {max} مرفقات على الأكثر',
  ISSUE_ATTACHMENT_TYPE: 'أرفق صورًا (JPEG أو PNG أو WebP) أو ملفات PDF فقط',
  ISSUE_ATTACHMENT_NOT_FOUND: 'لا يوجد هذا المرفق في هذه المهمة',
  ISSUE_ATTACHMENT_NONE: 'اختر صورة أو ملف PDF واحدًا على الأقل لإرفاقه',

  // settings, reports, import
  ISSUE_RANGE_INVALID: 'يجب ألا يكون تاريخ البداية بعد تاريخ النهاية',
  ISSUE_IMPORT_FILE: 'ارفع ملف Excel (.xlsx) أو CSV',
  ISSUE_IMPORT_EMPTY: 'لا يحتوي الملف على صفوف للاستيراد',
  ISSUE_IMPORT_TOO_MANY: 'تضم قائمة العيوب {max} صف على الأكثر',
  ISSUE_IMPORT_BAD_ROWS: 'في {count} صفوف مشكلات: لم يُحفظ شيء',
  ISSUE_IMPORT_MISSING_COLUMN: 'لا يحتوي الملف على العمود "{column}"',
  ISSUE_IMPORT_ROW_TITLE: 'العنوان مفقود أو أطول من {max} حرفًا',
  ISSUE_IMPORT_ROW_PRIORITY: 'يجب أن تكون الأولوية إحدى القيم URGENT أو HIGH أو NORMAL أو LOW',
  ISSUE_IMPORT_ROW_DATE: 'يجب أن يكون تاريخ الاستحقاق تاريخًا (YYYY-MM-DD أو DD/MM/YYYY)',
  ISSUE_IMPORT_ROW_UNIT: 'لا توجد الوحدة "{unit}" في هذا المجتمع',
  ISSUE_RANGE_TOO_LONG: 'يغطي التقرير {max} يومًا على الأكثر',
  ISSUE_IMPORT_ROW_TEXT: 'يجب ألا تتجاوز التفاصيل {max} حرفًا',
  ISSUE_IMPORT_ROW_LABELS: '{max} تسميات على الأكثر، مفصولة بفواصل، وكل منها {length} حرفًا على الأكثر',
};
