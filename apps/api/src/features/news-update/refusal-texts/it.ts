import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  NEWS_NOT_FOUND: 'Notizia non trovata',
  NO_NEWS_WITH_ID: 'Nessuna notizia {id}',
};
