import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  NEWS_NOT_FOUND: 'Actualité introuvable',
  NO_NEWS_WITH_ID: 'Aucune actualité {id}',
};
