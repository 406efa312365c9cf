import type { Wordings } from '../../platform/i18n/define-refusals';
import type { en } from './en';

/** Simplified Chinese. */
export const zh: Wordings<typeof en> = {
  OPERATOR_ONLY: '运维命令只接受来自本机并带有运维令牌的请求',
  NO_USER_WITH_EMAIL: '没有用户 {email}',
  USER_EXISTS: '用户 {email} 已存在',
  UNKNOWN_COMMAND: '未知命令 {name}。可用命令：{commands}',
  BAD_ARGUMENTS: '{problems}\n用法：{usage}',
};
