import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  LOSSERVICES_ITEM_NOT_FOUND: 'No existe ese elemento en esta comunidad',
};
