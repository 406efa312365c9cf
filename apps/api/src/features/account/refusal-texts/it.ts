import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  invalid_grant: "L'accesso non è stato accettato",
  WRONG_CREDENTIALS: "L'e-mail o la password non sono corrette",
  REFRESH_TOKEN_INVALID: 'Il token di aggiornamento non è valido',
  SESSION_ENDED: 'Questa sessione è terminata. Accedi di nuovo.',
  REFRESH_TOKEN_EXPIRED: 'Il token di aggiornamento è scaduto',
  REFRESH_TOKEN_REUSED:
    'Questo token di aggiornamento è già stato usato; la sessione è stata chiusa. Accedi di nuovo.',
  EMAIL_TAKEN: 'Esiste già un account con questa e-mail',
  EMAIL_IN_USE: 'Questa e-mail è già usata da un altro account',
  INVALID_RESET_TOKEN: 'Il link di reimpostazione è scaduto o è già stato usato. Richiedine uno nuovo.',
  USER_NOT_FOUND: 'Questo account non esiste più',
  NOT_A_MEMBER: 'Non sei membro di quel condominio',
  NOT_YOURSELF: 'Un passaggio di consegne può essere creato solo per te stesso',
  INVALID_HANDOVER: 'Questo passaggio di consegne è scaduto o è già stato usato',
  NO_LONGER_MEMBER: 'Non sei più membro di questo condominio',
  ACCOUNT_DISABLED: "Questo account è stato disattivato. Contatta l'amministratore.",
  WRONG_PASSWORD: 'La password attuale non è corretta',
  INVALID_CODE: 'Il codice di verifica non è corretto',
  CODE_EXPIRED: 'Il codice di verifica è scaduto. Richiedine uno nuovo.',
  IDENTITY_IN_USE: 'Un altro account accede già con questo',
  IDENTITY_ALREADY_YOURS: 'Accedi già con questo',
  PRIMARY_IDENTITY: "L'e-mail principale dell'account non può essere rimossa; cambiala nel profilo",
  IDENTITY_NOT_FOUND: 'Non accedi con questo',
  LAST_IDENTITY: 'È il tuo unico modo di accedere; aggiungine un altro prima di rimuoverlo',
  PROFILE_NOT_FOUND: 'Questa persona non è membro della comunità',
  SOCIAL_CODE_INVALID: 'Questo collegamento di accesso è scaduto o è già stato usato. Accedi di nuovo.',
  SOCIAL_NOT_CONFIGURED: "L'accesso con questo fornitore non è configurato",
  SOCIAL_STATE_MISMATCH:
    'Questo accesso non è stato avviato in questo browser oppure è scaduto. Ricomincia dalla pagina di accesso.',
};
