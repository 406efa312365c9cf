import type { SheetTexts } from './types';

/** The tutorial progress sheet's words, ar. */
export const ar: SheetTexts = {
  sheet: 'التقدم في الدروس',
  headings: {
    name: 'الاسم',
    role: 'الدور',
    unit: 'الوحدة',
    title: 'الدرس',
    kind: 'النوع',
    firstSeen: 'أول مشاهدة',
    lastSeen: 'آخر مشاهدة',
    percent: 'التقدم (%)',
    finished: 'وقت الإكمال',
  },
  kind: {
    VIDEO: 'فيديو',
    GUIDE: 'دليل مصوّر',
    PR: 'ملف علاقات عامة',
  },
  role: {
    RESIDENT: 'ساكن',
    COMMITTEE: 'اللجنة',
    PMC: 'موظف الإدارة',
    ADMIN: 'المسؤول',
    GUARD: 'حارس',
  },
};
