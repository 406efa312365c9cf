import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  ORDER_MISMATCH: "Elenca ogni voce dell'elenco una sola volta, nel nuovo ordine",
  CATEGORY_NOT_FOUND: 'Categoria della rubrica non trovata in questo condominio',
  ENTRY_NOT_FOUND: 'Voce della rubrica non trovata in questo condominio',
};
