import type { SheetTexts } from './types';

/** The service requests sheet's words, th. */
export const th: SheetTexts = {
  sheet: 'คำขอใช้บริการ',
  headings: {
    created: 'วันที่สั่ง',
    service: 'บริการ',
    kind: 'ประเภท',
    vendor: 'ผู้ให้บริการ',
    requester: 'ผู้อยู่อาศัย',
    place: 'สถานที่',
    note: 'หมายเหตุของผู้อยู่อาศัย',
    preferred: 'วันที่ต้องการ',
    status: 'สถานะ',
    statusNote: 'หมายเหตุสถานะ',
    scheduled: 'วันนัด',
    rating: 'คะแนน',
    review: 'ความเห็น',
  },
  status: {
    REQUESTED: 'รอรับงาน',
    ACCEPTED: 'รับงานแล้ว',
    SCHEDULED: 'นัดหมายแล้ว',
    DONE: 'เสร็จแล้ว',
    REJECTED: 'ปฏิเสธ',
    CANCELLED: 'ยกเลิก',
  },
  kind: {
    CLEANING: 'ทำความสะอาด',
    AIRCON_WASH: 'ล้างแอร์',
    MOVING: 'ขนย้าย',
    OTHER: 'อื่น ๆ',
  },
};
