import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  NOT_GUARD_APP_ROLE: 'GuardOS è solo per guardie, personale di gestione e amministratori della comunità',
};
