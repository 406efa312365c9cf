import type { SheetTexts } from './types';

/** The incident sheet's words, zh. */
export const zh: SheetTexts = {
  sheet: '事件',
  headings: {
    no: '编号',
    occurred: '发生时间',
    category: '类别',
    severity: '严重程度',
    place: '地点',
    description: '描述',
    status: '状态',
    reportedBy: '报告人',
    reported: '报告时间',
    photos: '照片',
  },
  category: {
    INTRUSION: '闯入',
    THEFT: '盗窃',
    FIRE: '火灾',
    MEDICAL: '医疗',
    ACCIDENT: '事故',
    DAMAGE: '损坏',
    NOISE: '噪音',
    SUSPICIOUS: '可疑',
    OTHER: '其他',
  },
  severity: { LOW: '低', MEDIUM: '中', HIGH: '高', CRITICAL: '紧急' },
  status: {
    REPORTED: '已报告',
    ACKNOWLEDGED: '已确认',
    IN_PROGRESS: '处理中',
    RESOLVED: '已解决',
    CLOSED: '已关闭',
    CANCELLED: '已取消',
  },
  cancelReason: { DUPLICATE: '重复', FALSE_ALARM: '误报' },
};
