import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Arabic. */
export const ar: Wordings<typeof en> = {
  NOT_GUARD_APP_ROLE: 'GuardOS مخصص للحراس وموظفي الإدارة ومسؤولي المجتمع فقط',
};
