import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  REPORT_RANGE_REVERSED: 'La date de début doit précéder ou égaler la date de fin',
  REPORT_RANGE_TOO_LONG: 'Un rapport couvre au plus 366 jours ; choisissez une période plus courte',
  REPORT_MONTH_AHEAD: 'Ce mois n’a pas encore commencé',
};
