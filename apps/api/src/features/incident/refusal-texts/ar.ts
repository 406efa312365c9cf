import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  INCIDENT_NOT_FOUND: 'لا توجد هذه الحادثة في هذا المجتمع',
  INCIDENT_MOVE: 'الحادثة رقم {no} حالتها {state} ولا يمكن أن تصبح {target}',
  INCIDENT_STATE_REPORTED: 'مُبلَّغ عنها',
  INCIDENT_STATE_ACKNOWLEDGED: 'تم الاطلاع',
  INCIDENT_STATE_IN_PROGRESS: 'قيد المعالجة',
  INCIDENT_STATE_RESOLVED: 'تمت المعالجة',
  INCIDENT_STATE_CLOSED: 'مغلقة',
  INCIDENT_STATE_CANCELLED: 'ملغاة',
  INCIDENT_PHOTO_NOT_FOUND: 'لا توجد هذه الصورة في الحادثة',
  INCIDENT_PHOTO_FIELD: 'أرسل الصور في حقول باسم photos',
  INCIDENT_TOO_MANY_PHOTOS: 'للحادثة {max} صور كحد أقصى',
  INCIDENT_NOTHING_TO_CHANGE: 'أدخل تفصيلاً لتغييره أو ملاحظة أو صورة',
  INCIDENT_RANGE_BACKWARDS: 'ينتهي نطاق التاريخ قبل أن يبدأ',
  SOS_ALERT_NOT_FOUND: 'لا يوجد نداء الاستغاثة هذا في هذا المجتمع',
  SOS_NOT_FOR_RESIDENTS: 'نداء الاستغاثة غير مفعّل للسكان في هذا المجتمع',
  SOS_ALERT_DONE: 'النداء {state} بالفعل',
  SOS_STATE_ACKNOWLEDGED: 'تم الاطلاع عليه',
  SOS_STATE_RESOLVED: 'منتهٍ',
};
