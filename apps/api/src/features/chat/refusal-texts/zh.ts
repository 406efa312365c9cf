import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese. */
export const zh: Wordings<typeof en> = {
  CHAT_ROOM_NOT_FOUND: '本社区没有此聊天室',
  CHAT_ROOM_REQUIRED: '请选择聊天室 (roomID)',
  CHAT_USER_REQUIRED: '请指定要打开聊天室的住户 (userID)',
  CHAT_NOT_ADMIN: '只有本社区的聊天管理员可以回复住户',
  CHAT_MEMBER_NOT_FOUND: '本社区没有此成员',
  CHAT_STATUS_SAME: '该聊天室已经是{status}',
  CHAT_STATUS_OPEN: '待回复',
  CHAT_STATUS_PENDING: '处理中',
  CHAT_STATUS_CLOSED: '已关闭',
  CHAT_ASSIGNEE_NOT_ADMIN: '聊天室只能分配给聊天管理员',
  CHAT_TOO_FAST: '{seconds} 秒内超过 {messages} 条消息,请稍候再发送',
  CHAT_MESSAGE_EMPTY: '请输入消息或添加附件',
  CHAT_ATTACHMENT_UNKNOWN: '附件未知、已发送或属于其他聊天室,请重新上传',
  CHAT_MESSAGE_NOT_FOUND: '本社区没有此消息',
  CHAT_RECALL_NOT_OWN: '只有发送者可以撤回消息',
  CHAT_RECALL_DONE: '此消息已被撤回',
  CHAT_RECALL_TOO_LATE: '消息只能在发送后 {minutes} 分钟内撤回',
  CHAT_ATTACHMENT_NOT_FOUND: '本社区没有此附件',
  CHAT_FILE_REQUIRED: '请在 multipart 字段 "file" 中发送一个文件',
  CHAT_ADMIN_NOT_STAFF: '聊天管理员必须是社区员工 (物业或管理员)',
  CHAT_ADMIN_NOT_FOUND: '此人不是聊天管理员',
  CHAT_LAST_ADMIN: '不能移除最后一位聊天管理员,请先添加另一位',
  CHAT_TICKET_INVALID: '聊天凭证未知、已使用或已过期,请重新获取',
};
