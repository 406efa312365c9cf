import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese. */
export const zh: Wordings<typeof en> = {
  LOSSERVICES_SERVICE_NOT_FOUND: '此社区中没有该服务',
  LOSSERVICES_SERVICE_OFF: '该服务目前未开放',
  LOSSERVICES_PARTNER_NOT_FOUND: '没有该合作伙伴',
  LOSSERVICES_NO_PARTNER_WITH_ID: '没有合作伙伴 {id}',
  LOSSERVICES_REQUEST_NOT_FOUND: '此社区中没有该服务请求',
  LOSSERVICES_MOVE_NOT_ALLOWED: '状态为 {from} 的请求不能变为 {to}',
  LOSSERVICES_SCHEDULE_NEEDS_TIME: '安排上门请提供日期和时间',
  LOSSERVICES_REJECT_NEEDS_NOTE: '请说明拒绝该请求的原因',
  LOSSERVICES_NOT_YOUR_REQUEST: '只有提交该请求的住户可以这样做',
  LOSSERVICES_REVIEW_NOT_DONE: '服务完成后才能评分',
  LOSSERVICES_ALREADY_REVIEWED: '该请求已评过分',
  LOSSERVICES_LINK_NOT_VALID: '该链接无效：请打开您收到的邮件中的链接',
};
