import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  SETTING_LOCKED: 'Los ajustes no se pueden desactivar ni ocultar aquí; consulta al operador',
  ADMIN_KEEPS_SETTING:
    'ADMIN siempre conserva la lectura y escritura de SETTING, así que los ajustes no se pueden bloquear',
  FEATURE_UNAVAILABLE: '{feature} no está disponible',
  FEATURE_NOT_IN_VILLAGE: '{feature} no está disponible en una comunidad de tipo VILLAGE',
};
