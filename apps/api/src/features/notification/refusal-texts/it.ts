import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  NOTIFICATION_NOT_FOUND: 'Questa notifica non è nella tua casella',
  PUSH_ENDPOINT_REFUSED: 'fcmToken.endpoint deve essere un URL https',
};
