import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  RECYCLING_KIND_NOT_FOUND: "Ce type de déchet recyclable n'existe pas dans cette communauté",
  RECYCLING_KIND_NAME_TAKEN: 'Cette communauté a déjà un type nommé « {name} »',
  RECYCLING_KIND_RETIRED: "Ce type est retiré et n'accepte plus de pesées",
  RECYCLING_UNIT_NOT_FOUND: "Ce lot n'existe pas dans cette communauté",
  RECYCLING_RECORD_NOT_FOUND: "Cette pesée n'existe pas dans cette communauté",
  RECYCLING_RECORD_CANCELLED: 'Cette pesée a déjà été annulée',
  RECYCLING_DAY_IN_FUTURE: "Impossible d'enregistrer une pesée pour un jour qui n'est pas encore venu",
  RECYCLING_DAY_TOO_OLD: 'Une pesée peut être enregistrée au plus pour les {days} derniers jours',
};
