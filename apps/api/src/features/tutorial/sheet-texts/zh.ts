import type { SheetTexts } from './types';

/** The tutorial progress sheet's words, zh. */
export const zh: SheetTexts = {
  sheet: '教程进度',
  headings: {
    name: '姓名',
    role: '角色',
    unit: '单元',
    title: '教程',
    kind: '类型',
    firstSeen: '首次查看',
    lastSeen: '最近查看',
    percent: '进度 (%)',
    finished: '完成时间',
  },
  kind: {
    VIDEO: '视频',
    GUIDE: '图文指南',
    PR: '宣传文件',
  },
  role: {
    RESIDENT: '住户',
    COMMITTEE: '委员会',
    PMC: '物业人员',
    ADMIN: '管理员',
    GUARD: '保安',
  },
};
