import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  LOSSERVICES_ITEM_NOT_FOUND: 'Questo elemento non esiste in questa comunità',
};
