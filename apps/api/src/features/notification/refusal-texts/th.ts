import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Thai. */
export const th: Wordings<typeof en> = {
  NOTIFICATION_NOT_FOUND: 'ไม่พบการแจ้งเตือนนี้ในกล่องข้อความของคุณ',
  PUSH_ENDPOINT_REFUSED: 'fcmToken.endpoint ต้องเป็น URL แบบ https',
};
