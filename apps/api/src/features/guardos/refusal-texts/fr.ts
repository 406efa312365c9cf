import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  NOT_GUARD_APP_ROLE:
    'GuardOS est réservé aux agents, au personnel de gestion et aux administrateurs de la communauté',
};
