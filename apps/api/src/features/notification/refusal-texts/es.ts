import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  NOTIFICATION_NOT_FOUND: 'Esta notificación no está en tu bandeja',
  PUSH_ENDPOINT_REFUSED: 'fcmToken.endpoint debe ser una URL https',
};
