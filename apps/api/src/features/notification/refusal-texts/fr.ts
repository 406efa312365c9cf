import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  NOTIFICATION_NOT_FOUND: "Cette notification n'est pas dans votre boîte de réception",
  PUSH_ENDPOINT_REFUSED: 'fcmToken.endpoint doit être une URL https',
};
