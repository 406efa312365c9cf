import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  NOTIFICATION_NOT_FOUND: 'لا يوجد هذا الإشعار في صندوقك',
  PUSH_ENDPOINT_REFUSED: 'يجب أن يكون fcmToken.endpoint عنوان https',
};
