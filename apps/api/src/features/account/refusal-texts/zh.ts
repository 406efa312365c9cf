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
  ACCOUNT_DISABLED: '此账户已被停用,请联系管理员',
  WRONG_PASSWORD: '当前密码不正确',
  INVALID_CODE: '验证码不正确',
  CODE_EXPIRED: '验证码已过期,请重新获取',
  IDENTITY_IN_USE: '另一个账户已使用此方式登录',
  IDENTITY_ALREADY_YOURS: '您已使用此方式登录',
  PRIMARY_IDENTITY: '无法删除账户的主邮箱,请在个人资料中修改',
  IDENTITY_NOT_FOUND: '您未使用此方式登录',
  LAST_IDENTITY: '这是您唯一的登录方式,请先添加其他方式再删除',
  PROFILE_NOT_FOUND: '此人不是该社区的成员',
  SOCIAL_CODE_INVALID: '此登录链接已过期或已被使用，请重新登录。',
  SOCIAL_NOT_CONFIGURED: '尚未设置通过此提供方登录',
  SOCIAL_STATE_MISMATCH: '此次登录并非从本浏览器发起或已过期，请从登录页面重新开始。',
};
