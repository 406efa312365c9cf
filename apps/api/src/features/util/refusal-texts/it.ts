import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  OPERATOR_TOKEN_NEEDED: 'Solo l’operatore della piattaforma può pubblicare una versione dell’app',
  NO_SUCH_VERIFICATION: 'Richiesta di codice non trovata',
  SMS_CODE_EXPIRED: 'Il codice è scaduto; chiedine uno nuovo',
  CODE_USED: 'Questo codice è già stato usato',
  TOO_MANY_TRIES: 'Troppi codici errati; chiedine uno nuovo',
  WRONG_CODE: 'Il codice non è corretto',
  SMS_TEXT: 'Il tuo codice di verifica è {code}. Scade tra 5 minuti.',
  BAD_WINDOW: 'La finestra di manutenzione deve finire dopo l’inizio',
};
