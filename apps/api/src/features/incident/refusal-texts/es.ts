import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  INCIDENT_NOT_FOUND: 'No existe ese incidente en esta comunidad',
  INCIDENT_MOVE: 'El incidente n.º {no} está {state} y no puede pasar a {target}',
  INCIDENT_STATE_REPORTED: 'reportado',
  INCIDENT_STATE_ACKNOWLEDGED: 'atendido',
  INCIDENT_STATE_IN_PROGRESS: 'en curso',
  INCIDENT_STATE_RESOLVED: 'resuelto',
  INCIDENT_STATE_CLOSED: 'cerrado',
  INCIDENT_STATE_CANCELLED: 'cancelado',
  INCIDENT_PHOTO_NOT_FOUND: 'El incidente no tiene esa foto',
  INCIDENT_PHOTO_FIELD: 'Envía las imágenes en campos llamados photos',
  INCIDENT_TOO_MANY_PHOTOS: 'Un incidente tiene como máximo {max} fotos',
  INCIDENT_NOTHING_TO_CHANGE: 'Indica un dato que cambiar, una nota o una foto',
  INCIDENT_RANGE_BACKWARDS: 'El rango de fechas termina antes de empezar',
  SOS_ALERT_NOT_FOUND: 'No existe esa alerta SOS en esta comunidad',
  SOS_NOT_FOR_RESIDENTS: 'El SOS no está activado para los residentes de esta comunidad',
  SOS_ALERT_DONE: 'La alerta ya está {state}',
  SOS_STATE_ACKNOWLEDGED: 'atendida',
  SOS_STATE_RESOLVED: 'resuelta',
};
