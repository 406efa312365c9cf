import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  INCIDENT_NOT_FOUND: 'Questo incidente non esiste in questa comunità',
  INCIDENT_MOVE: "L'incidente n. {no} è {state} e non può diventare {target}",
  INCIDENT_STATE_REPORTED: 'segnalato',
  INCIDENT_STATE_ACKNOWLEDGED: 'preso in carico',
  INCIDENT_STATE_IN_PROGRESS: 'in corso',
  INCIDENT_STATE_RESOLVED: 'risolto',
  INCIDENT_STATE_CLOSED: 'chiuso',
  INCIDENT_STATE_CANCELLED: 'annullato',
  INCIDENT_PHOTO_NOT_FOUND: "L'incidente non ha questa foto",
  INCIDENT_PHOTO_FIELD: 'Invia le immagini in campi chiamati photos',
  INCIDENT_TOO_MANY_PHOTOS: 'Un incidente ha al massimo {max} foto',
  INCIDENT_NOTHING_TO_CHANGE: 'Indica un dettaglio da cambiare, una nota o una foto',
  INCIDENT_RANGE_BACKWARDS: "L'intervallo di date finisce prima di iniziare",
  SOS_ALERT_NOT_FOUND: 'Questo allarme SOS non esiste in questa comunità',
  SOS_NOT_FOR_RESIDENTS: "L'SOS non è attivo per i residenti in questa comunità",
  SOS_ALERT_DONE: "L'allarme è già {state}",
  SOS_STATE_ACKNOWLEDGED: 'preso in carico',
  SOS_STATE_RESOLVED: 'risolto',
};
