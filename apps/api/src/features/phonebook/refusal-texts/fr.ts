import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  ORDER_MISMATCH: 'Indiquez chaque élément de la liste une seule fois, dans le nouvel ordre',
  CATEGORY_NOT_FOUND: "Catégorie d'annuaire introuvable dans cette résidence",
  ENTRY_NOT_FOUND: "Entrée d'annuaire introuvable dans cette résidence",
};
