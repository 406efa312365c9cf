import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  LOSSERVICES_ITEM_NOT_FOUND: "Cet élément n'existe pas dans cette communauté",
};
