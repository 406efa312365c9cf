import type { SheetTexts } from './types';

/** The incident sheet's words, th. */
export const th: SheetTexts = {
  sheet: 'เหตุการณ์',
  headings: {
    no: 'เลขที่',
    occurred: 'เวลาเกิดเหตุ',
    category: 'ประเภท',
    severity: 'ความรุนแรง',
    place: 'สถานที่',
    description: 'รายละเอียด',
    status: 'สถานะ',
    reportedBy: 'ผู้แจ้ง',
    reported: 'เวลาแจ้ง',
    photos: 'รูป',
  },
  category: {
    INTRUSION: 'บุกรุก',
    THEFT: 'ลักขโมย',
    FIRE: 'ไฟไหม้',
    MEDICAL: 'เจ็บป่วย',
    ACCIDENT: 'อุบัติเหตุ',
    DAMAGE: 'ทรัพย์สินเสียหาย',
    NOISE: 'เสียงดัง',
    SUSPICIOUS: 'น่าสงสัย',
    OTHER: 'อื่นๆ',
  },
  severity: { LOW: 'ต่ำ', MEDIUM: 'ปานกลาง', HIGH: 'สูง', CRITICAL: 'วิกฤต' },
  status: {
    REPORTED: 'แจ้งแล้ว',
    ACKNOWLEDGED: 'รับทราบแล้ว',
    IN_PROGRESS: 'กำลังดำเนินการ',
    RESOLVED: 'แก้ไขแล้ว',
    CLOSED: 'ปิดแล้ว',
    CANCELLED: 'ยกเลิก',
  },
  cancelReason: { DUPLICATE: 'ซ้ำ', FALSE_ALARM: 'แจ้งเหตุผิดพลาด' },
};
