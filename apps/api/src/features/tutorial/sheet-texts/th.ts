import type { SheetTexts } from './types';

/** The tutorial progress sheet's words, th. */
export const th: SheetTexts = {
  sheet: 'ความคืบหน้าบทเรียน',
  headings: {
    name: 'ชื่อ',
    role: 'บทบาท',
    unit: 'ห้อง',
    title: 'บทเรียน',
    kind: 'ประเภท',
    firstSeen: 'เปิดดูครั้งแรก',
    lastSeen: 'เปิดดูล่าสุด',
    percent: 'ความคืบหน้า (%)',
    finished: 'ดูจบเมื่อ',
  },
  kind: {
    VIDEO: 'วิดีโอ',
    GUIDE: 'คู่มือภาพประกอบ',
    PR: 'ไฟล์ประชาสัมพันธ์',
  },
  role: {
    RESIDENT: 'ลูกบ้าน',
    COMMITTEE: 'กรรมการ',
    PMC: 'เจ้าหน้าที่นิติบุคคล',
    ADMIN: 'ผู้ดูแลระบบ',
    GUARD: 'เจ้าหน้าที่รักษาความปลอดภัย',
  },
};
