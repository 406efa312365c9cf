import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  REPORT_RANGE_REVERSED: 'La data di inizio deve precedere o coincidere con quella di fine',
  REPORT_RANGE_TOO_LONG: 'Un report copre al massimo 366 giorni; scegli un intervallo più breve',
  REPORT_MONTH_AHEAD: 'Quel mese non è ancora iniziato',
};
