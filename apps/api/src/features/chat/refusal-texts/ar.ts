import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  CHAT_ROOM_NOT_FOUND: 'لا توجد غرفة دردشة كهذه في هذا المجتمع',
  CHAT_ROOM_REQUIRED: 'اختر غرفة (roomID)',
  CHAT_USER_REQUIRED: 'حدد الساكن الذي تريد فتح غرفته (userID)',
  CHAT_NOT_ADMIN: 'فقط مشرفو الدردشة في هذا المجتمع يردون على السكان',
  CHAT_MEMBER_NOT_FOUND: 'لا يوجد عضو كهذا في هذا المجتمع',
  CHAT_STATUS_SAME: 'الغرفة بالفعل {status}',
  CHAT_STATUS_OPEN: 'مفتوحة',
  CHAT_STATUS_PENDING: 'معلقة',
  CHAT_STATUS_CLOSED: 'مغلقة',
  CHAT_ASSIGNEE_NOT_ADMIN: 'لا يمكن إسناد الغرفة إلا لمشرف دردشة',
  CHAT_TOO_FAST: 'أكثر من {messages} رسالة خلال {seconds} ثوانٍ: انتظر قليلًا ثم أعد الإرسال',
  CHAT_MESSAGE_EMPTY: 'اكتب رسالة أو أرفق ملفًا',
  CHAT_ATTACHMENT_UNKNOWN: 'مرفق غير معروف أو أُرسل سابقًا أو من غرفة أخرى: ارفعه مرة أخرى',
  CHAT_MESSAGE_NOT_FOUND: 'لا توجد رسالة كهذه في هذا المجتمع',
  CHAT_RECALL_NOT_OWN: 'لا يمكن سحب الرسالة إلا من مرسلها',
  CHAT_RECALL_DONE: 'تم سحب هذه الرسالة بالفعل',
  CHAT_RECALL_TOO_LATE: 'لا يمكن سحب الرسالة إلا خلال {minutes} دقائق من إرسالها',
  CHAT_ATTACHMENT_NOT_FOUND: 'لا يوجد مرفق كهذا في هذا المجتمع',
  CHAT_FILE_REQUIRED: 'أرسل ملفًا واحدًا في الحقل "file" من نوع multipart',
  CHAT_ADMIN_NOT_STAFF: 'يجب أن يكون مشرفو الدردشة من موظفي المجتمع (الإدارة أو المسؤول)',
  CHAT_ADMIN_NOT_FOUND: 'هذا الشخص ليس مشرف دردشة',
  CHAT_LAST_ADMIN: 'لا يمكن إزالة آخر مشرف دردشة: أضف مشرفًا آخر أولًا',
  CHAT_TICKET_INVALID: 'تذكرة الدردشة غير معروفة أو مستخدمة أو منتهية: اطلب واحدة جديدة',
};
