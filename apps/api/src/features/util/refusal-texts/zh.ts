import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Chinese (simplified). */
export const zh: Wordings<typeof en> = {
  OPERATOR_TOKEN_NEEDED: '只有平台运营者可以发布应用版本',
  NO_SUCH_VERIFICATION: '找不到该验证码请求',
  SMS_CODE_EXPIRED: '验证码已过期，请重新获取',
  CODE_USED: '该验证码已被使用',
  TOO_MANY_TRIES: '错误次数过多，请重新获取验证码',
  WRONG_CODE: '验证码不正确',
  SMS_TEXT: '您的验证码是 {code}，5 分钟内有效。',
  BAD_WINDOW: '维护时段的结束时间必须晚于开始时间',
};
