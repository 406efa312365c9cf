import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese (simplified). */
export const zh: Wordings<typeof en> = {
  CHANNEL_NOT_READY: '请先设置渠道：令牌以及群组、聊天或地址',
  DELIVERY_NOT_FOUND: '找不到该发送记录',
  DELIVERY_NOT_RETRYABLE: '只有 FAILED 或 DEAD 的发送可以重试',
  PRIVATE_URL: 'Webhook 地址指向内部网络，请使用公网地址',
  URL_NOT_FOUND: '找不到 Webhook 地址的主机',
  BAD_EVENTS: '请求内容不是 LINE 事件列表',
  BAD_SIGNATURE: 'LINE 签名不匹配',
  PROVIDER_REFUSED: '服务商拒绝了请求（{status}）：请检查令牌',
  PROVIDER_UNREACHABLE: '无法连接服务商，请稍后再试',
  TEST_TITLE: '来自社区控制台的测试',
  TEST_BODY: '{community} 的办公室提醒已送达此聊天。',
  DIGEST_TITLE: '早间摘要 {day}',
  DIGEST_EMPTY: '自昨天早上以来没有新的员工通知。',
  DIGEST_LINE: '{feature}：{count}',
  DEAD_TITLE: '办公室提醒无法送达',
  DEAD_BODY: '{kind} 在尝试 {attempts} 次后放弃发送“{title}”。请查看发送记录。',
};
