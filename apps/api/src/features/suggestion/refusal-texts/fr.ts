import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  SUGGESTION_NOT_FOUND: 'Cette suggestion n’existe pas dans cette communauté',
  SUGGESTION_MOVE: 'Cette suggestion est {state} et ne peut pas devenir {target}',
  SUGGESTION_FINAL: 'Cette suggestion est {state} : elle n’accepte plus de modification',
  SUGGESTION_CHANGED: 'Quelqu’un a modifié cette suggestion avant vous : relisez-la et réessayez',
  SUGGESTION_REASON_REQUIRED: 'Indiquez le motif du refus',
  SUGGESTION_REOPEN_NOTE_REQUIRED: 'Indiquez pourquoi la suggestion est rouverte',
  SUGGESTION_UNKNOWN_CATEGORY: 'La catégorie {category} n’existe pas dans cette communauté',
  SUGGESTION_DUPLICATE_CATEGORY: 'La catégorie {category} apparaît deux fois',
  SUGGESTION_ANONYMOUS_OFF: 'Cette communauté n’accepte pas les suggestions anonymes',
  SUGGESTION_NOT_YOUR_UNIT: 'Vous ne pouvez écrire que pour un logement où vous habitez',
  SUGGESTION_RANGE_TOO_LONG: 'Demandez au plus {max} jours à la fois',
  SUGGESTION_RANGE_BACKWARDS: 'La période se termine avant de commencer',
  SUGGESTION_STATE_NEW: 'nouvelle',
  SUGGESTION_STATE_ACKNOWLEDGED: 'prise en compte',
  SUGGESTION_STATE_IN_PROGRESS: 'en cours',
  SUGGESTION_STATE_DONE: 'terminée',
  SUGGESTION_STATE_REJECTED: 'refusée',
  SUGGESTION_STATE_WITHDRAWN: 'retirée',
  SUGGESTION_STATE_DELETED: 'supprimée',
};
