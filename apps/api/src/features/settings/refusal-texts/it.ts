import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  SETTING_LOCKED: "Le impostazioni non possono essere disattivate o nascoste qui; rivolgiti all'operatore",
  ADMIN_KEEPS_SETTING:
    'ADMIN mantiene sempre lettura e scrittura di SETTING, quindi le impostazioni non si possono bloccare',
  FEATURE_UNAVAILABLE: '{feature} non è disponibile',
  FEATURE_NOT_IN_VILLAGE: '{feature} non è disponibile in un condominio di tipo VILLAGE',
};
