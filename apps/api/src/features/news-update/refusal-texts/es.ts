import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  NEWS_NOT_FOUND: 'No existe esta noticia',
  NO_NEWS_WITH_ID: 'No existe la noticia {id}',
};
