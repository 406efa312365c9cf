import type { SheetTexts } from './types';

/** The service requests sheet's words, zh. */
export const zh: SheetTexts = {
  sheet: '服务请求',
  headings: {
    created: '下单时间',
    service: '服务',
    kind: '类型',
    vendor: '服务商',
    requester: '住户',
    place: '地点',
    note: '住户备注',
    preferred: '期望日期',
    status: '状态',
    statusNote: '状态说明',
    scheduled: '上门时间',
    rating: '评分',
    review: '评价',
  },
  status: {
    REQUESTED: '待接单',
    ACCEPTED: '已接单',
    SCHEDULED: '已预约',
    DONE: '已完成',
    REJECTED: '已拒绝',
    CANCELLED: '已取消',
  },
  kind: {
    CLEANING: '清洁',
    AIRCON_WASH: '空调清洗',
    MOVING: '搬家',
    OTHER: '其他',
  },
};
