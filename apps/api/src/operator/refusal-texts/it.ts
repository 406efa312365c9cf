import type { Wordings } from '../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  OPERATOR_ONLY:
    "I comandi dell'operatore sono accettati solo da questa macchina con il token dell'operatore",
  NO_USER_WITH_EMAIL: 'Nessun utente {email}',
  USER_EXISTS: "L'utente {email} esiste già",
  UNKNOWN_COMMAND: 'Comando sconosciuto {name}. Comandi: {commands}',
  BAD_ARGUMENTS: '{problems}\nUso: {usage}',
};
