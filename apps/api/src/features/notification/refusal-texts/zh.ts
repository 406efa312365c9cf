import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Simplified Chinese. */
export const zh: Wordings<typeof en> = {
  NOTIFICATION_NOT_FOUND: '您的收件箱中没有此通知',
  PUSH_ENDPOINT_REFUSED: 'fcmToken.endpoint 必须是 https 地址',
};
