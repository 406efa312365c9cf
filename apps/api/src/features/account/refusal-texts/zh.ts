import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Simplified Chinese. */
export const zh: Wordings<typeof en> = {
  invalid_grant: '登录未被接受',
  WRONG_CREDENTIALS: '邮箱或密码不正确',
  REFRESH_TOKEN_INVALID: '刷新令牌无效',
  SESSION_ENDED: '此会话已结束，请重新登录。',
  REFRESH_TOKEN_EXPIRED: '刷新令牌已过期',
  REFRESH_TOKEN_REUSED: '此刷新令牌已被使用，会话已结束，请重新登录。',
  EMAIL_TAKEN: '已有账户使用此邮箱',
  EMAIL_IN_USE: '此邮箱已被其他账户使用',
  INVALID_RESET_TOKEN: '此重置链接已过期或已被使用，请重新申请。',
  USER_NOT_FOUND: '此账户已不存在',
  NOT_A_MEMBER: '您不是该社区的成员',
  NOT_YOURSELF: '只能为自己创建交接',
  INVALID_HANDOVER: '此交接已过期或已被使用',
  NO_LONGER_MEMBER: '您已不再是此社区的成员',
};
