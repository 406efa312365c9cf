import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  SETTING_LOCKED:
    "Les paramètres ne peuvent pas être désactivés ni masqués ici ; adressez-vous à l'opérateur",
  ADMIN_KEEPS_SETTING:
    'ADMIN conserve toujours la lecture et l’écriture de SETTING ; les paramètres ne peuvent donc pas être verrouillés',
  FEATURE_UNAVAILABLE: "{feature} n'est pas disponible",
  FEATURE_NOT_IN_VILLAGE: "{feature} n'est pas disponible dans une résidence de type VILLAGE",
};
