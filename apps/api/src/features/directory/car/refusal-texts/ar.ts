import type { Wordings } from '../../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  CAR_NOT_WAITING: 'هذا الطلب {state}؛ لا يمكن الموافقة أو الرفض أو التعديل إلا على طلب قيد الانتظار',
  CAR_NOT_APPROVED: 'هذه السيارة {state}؛ لا يُصدر ملصق أو تعديل إلا لسيارة معتمدة',
  CAR_ALREADY_CLOSED: 'هذه السيارة {state} بالفعل',
  CAR_LIMIT_REACHED:
    'الوحدة {unitNo} لديها بالفعل {limit} من {type} المعتمدة؛ أوقف واحدة أولاً أو ارفع الحد في السياسة',
  CAR_PLATE_TAKEN: 'اللوحة {plateNo} {province} مسجلة بالفعل لسيارة نشطة',
  CAR_NOT_YOURS: 'يمكنك تسجيل السيارات وتعديلها لوحداتك فقط',
  CAR_OWNERS_ONLY: 'لا يسجل سيارات الوحدة إلا ملاكها',
  CAR_STAFF_ONLY: 'يسجل المكتب السيارات في هذا المجتمع',
  CAR_UNIT_UNKNOWN: 'الوحدة {unitNo} ليست في هذا المجتمع',
  CAR_RECORD_NOT_FOUND: 'لا توجد هذه السيارة في هذا المجتمع',
  CAR_SHEET_PROBLEMS: '{count} مشكلة في الملف، لم يُحفظ شيء. الصف {row}، {field}: {problem}',
  CAR_SHEET_EMPTY: 'لا توجد سيارات تحت صف العناوين',
  CAR_SHEET_NO_COLUMN: 'صف العناوين لا يحوي العمود "{column}"؛ استخدم القالب',
  CAR_SHEET_UNREADABLE: 'الملف ليس مصنف .xlsx ولا CSV بترميز UTF-8',
  CAR_SHEET_TOO_MANY: 'في الملف {rows} صفاً؛ الحد {max} في المرة',
  CAR_SHEET_BAD_PROVINCE: 'ليست مقاطعة',
  CAR_SHEET_BAD_PLATE: 'تنتهي اللوحة بأرقام، مثل กข 1234',
  CAR_SHEET_BAD_TYPE: 'CAR أو MOTORCYCLE',
  CAR_SHEET_NO_UNIT: 'لا توجد هذه الوحدة',
  CAR_SHEET_DUPLICATE: 'نفس لوحة الصف {row}',
  CAR_SHEET_TAKEN: 'مسجلة بالفعل',
  CAR_SHEET_OVER_LIMIT: 'أكثر مما يحق للوحدة',
  CAR_SHEET_TOO_LONG: '{max} حرفاً على الأكثر',
  CAR_STATE_WAITING: 'قيد الانتظار',
  CAR_STATE_APPROVED: 'معتمدة',
  CAR_STATE_REJECTED: 'مرفوضة',
  CAR_STATE_CANCELLED: 'ملغاة',
};
