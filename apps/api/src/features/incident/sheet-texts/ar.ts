import type { SheetTexts } from './types';

/** The incident sheet's words, ar. */
export const ar: SheetTexts = {
  sheet: 'الحوادث',
  headings: {
    no: 'الرقم',
    occurred: 'وقت الحدوث',
    category: 'الفئة',
    severity: 'الخطورة',
    place: 'المكان',
    description: 'الوصف',
    status: 'الحالة',
    reportedBy: 'المُبلِّغ',
    reported: 'وقت الإبلاغ',
    photos: 'الصور',
  },
  category: {
    INTRUSION: 'تسلل',
    THEFT: 'سرقة',
    FIRE: 'حريق',
    MEDICAL: 'طبي',
    ACCIDENT: 'حادث',
    DAMAGE: 'ضرر',
    NOISE: 'ضوضاء',
    SUSPICIOUS: 'مشبوه',
    OTHER: 'أخرى',
  },
  severity: { LOW: 'منخفضة', MEDIUM: 'متوسطة', HIGH: 'عالية', CRITICAL: 'حرجة' },
  status: {
    REPORTED: 'مُبلَّغ عنها',
    ACKNOWLEDGED: 'تم الاطلاع',
    IN_PROGRESS: 'قيد المعالجة',
    RESOLVED: 'تمت المعالجة',
    CLOSED: 'مغلقة',
    CANCELLED: 'ملغاة',
  },
  cancelReason: { DUPLICATE: 'مكررة', FALSE_ALARM: 'إنذار كاذب' },
};
