import type { SheetTexts } from './types';

/** The service requests sheet's words, ar. */
export const ar: SheetTexts = {
  sheet: 'طلبات الخدمة',
  headings: {
    created: 'تاريخ الطلب',
    service: 'الخدمة',
    kind: 'النوع',
    vendor: 'مقدّم الخدمة',
    requester: 'الساكن',
    place: 'المكان',
    note: 'ملاحظة الساكن',
    preferred: 'اليوم المفضّل',
    status: 'الحالة',
    statusNote: 'ملاحظة الحالة',
    scheduled: 'الزيارة',
    rating: 'التقييم',
    review: 'التعليق',
  },
  status: {
    REQUESTED: 'مطلوب',
    ACCEPTED: 'مقبول',
    SCHEDULED: 'مجدول',
    DONE: 'منجز',
    REJECTED: 'مرفوض',
    CANCELLED: 'ملغى',
  },
  kind: {
    CLEANING: 'تنظيف',
    AIRCON_WASH: 'غسيل المكيّف',
    MOVING: 'نقل أثاث',
    OTHER: 'أخرى',
  },
};
