import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  NOT_GUARD_APP_ROLE:
    'GuardOS es solo para guardias, personal de administración y administradores de la comunidad',
};
