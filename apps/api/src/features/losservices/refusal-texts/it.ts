import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  LOSSERVICES_SERVICE_NOT_FOUND: 'Questo servizio non esiste in questa comunità',
  LOSSERVICES_SERVICE_OFF: 'Questo servizio al momento non è offerto',
  LOSSERVICES_PARTNER_NOT_FOUND: 'Questo partner non esiste',
  LOSSERVICES_NO_PARTNER_WITH_ID: 'Nessun partner {id}',
  LOSSERVICES_REQUEST_NOT_FOUND: 'Questa richiesta di servizio non esiste in questa comunità',
  LOSSERVICES_MOVE_NOT_ALLOWED: 'Una richiesta {from} non può diventare {to}',
  LOSSERVICES_SCHEDULE_NEEDS_TIME: 'Indica data e ora della visita per fissarla',
  LOSSERVICES_REJECT_NEEDS_NOTE: 'Indica perché la richiesta viene rifiutata',
  LOSSERVICES_NOT_YOUR_REQUEST: 'Solo il residente che ha fatto la richiesta può farlo',
  LOSSERVICES_REVIEW_NOT_DONE: 'Una richiesta si valuta solo quando è completata',
  LOSSERVICES_ALREADY_REVIEWED: 'Questa richiesta è già stata valutata',
  LOSSERVICES_LINK_NOT_VALID: "Questo link non è valido: apri quello nell'e-mail ricevuta",
};
