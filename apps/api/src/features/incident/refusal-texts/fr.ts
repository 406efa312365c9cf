import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  INCIDENT_NOT_FOUND: "Cet incident n'existe pas dans cette communauté",
  INCIDENT_MOVE: "L'incident n° {no} est {state} et ne peut pas devenir {target}",
  INCIDENT_STATE_REPORTED: 'signalé',
  INCIDENT_STATE_ACKNOWLEDGED: 'pris en compte',
  INCIDENT_STATE_IN_PROGRESS: 'en cours',
  INCIDENT_STATE_RESOLVED: 'résolu',
  INCIDENT_STATE_CLOSED: 'clos',
  INCIDENT_STATE_CANCELLED: 'annulé',
  INCIDENT_PHOTO_NOT_FOUND: "L'incident n'a pas cette photo",
  INCIDENT_PHOTO_FIELD: 'Envoyez les images dans des champs nommés photos',
  INCIDENT_TOO_MANY_PHOTOS: 'Un incident a au plus {max} photos',
  INCIDENT_NOTHING_TO_CHANGE: 'Indiquez un détail à modifier, une note ou une photo',
  INCIDENT_RANGE_BACKWARDS: 'La période se termine avant de commencer',
  SOS_ALERT_NOT_FOUND: "Cette alerte SOS n'existe pas dans cette communauté",
  SOS_NOT_FOR_RESIDENTS: "Le SOS n'est pas activé pour les résidents de cette communauté",
  SOS_ALERT_DONE: "L'alerte est déjà {state}",
  SOS_STATE_ACKNOWLEDGED: 'prise en compte',
  SOS_STATE_RESOLVED: 'résolue',
};
