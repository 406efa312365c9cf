import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  REPORT_RANGE_REVERSED: 'La fecha de inicio debe ser anterior o igual a la de fin',
  REPORT_RANGE_TOO_LONG: 'Un informe abarca como máximo 366 días; elige un intervalo más corto',
  REPORT_MONTH_AHEAD: 'Ese mes aún no ha comenzado',
};
