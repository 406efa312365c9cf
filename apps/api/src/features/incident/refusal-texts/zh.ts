import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese (Simplified). */
export const zh: Wordings<typeof en> = {
  INCIDENT_NOT_FOUND: '本社区没有此事件',
  INCIDENT_MOVE: '事件 {no} 当前为{state}，不能变为{target}',
  INCIDENT_STATE_REPORTED: '已报告',
  INCIDENT_STATE_ACKNOWLEDGED: '已确认',
  INCIDENT_STATE_IN_PROGRESS: '处理中',
  INCIDENT_STATE_RESOLVED: '已解决',
  INCIDENT_STATE_CLOSED: '已关闭',
  INCIDENT_STATE_CANCELLED: '已取消',
  INCIDENT_PHOTO_NOT_FOUND: '该事件没有此照片',
  INCIDENT_PHOTO_FIELD: '请在名为 photos 的字段中发送图片',
  INCIDENT_TOO_MANY_PHOTOS: '每个事件最多 {max} 张照片',
  INCIDENT_NOTHING_TO_CHANGE: '请提供要修改的内容、备注或照片',
  INCIDENT_RANGE_BACKWARDS: '结束日期早于开始日期',
  SOS_ALERT_NOT_FOUND: '本社区没有此求救警报',
  SOS_NOT_FOR_RESIDENTS: '本社区未向住户开放求救功能',
  SOS_ALERT_DONE: '该警报已{state}',
  SOS_STATE_ACKNOWLEDGED: '被确认',
  SOS_STATE_RESOLVED: '解除',
};
