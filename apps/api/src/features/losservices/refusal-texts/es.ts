import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  LOSSERVICES_SERVICE_NOT_FOUND: 'No existe ese servicio en esta comunidad',
  LOSSERVICES_SERVICE_OFF: 'Este servicio no se ofrece por ahora',
  LOSSERVICES_PARTNER_NOT_FOUND: 'No existe ese socio',
  LOSSERVICES_NO_PARTNER_WITH_ID: 'No hay socio {id}',
  LOSSERVICES_REQUEST_NOT_FOUND: 'No existe esa solicitud de servicio en esta comunidad',
  LOSSERVICES_MOVE_NOT_ALLOWED: 'Una solicitud {from} no puede pasar a {to}',
  LOSSERVICES_SCHEDULE_NEEDS_TIME: 'Indica la fecha y la hora de la visita para programarla',
  LOSSERVICES_REJECT_NEEDS_NOTE: 'Indica por qué se rechaza la solicitud',
  LOSSERVICES_NOT_YOUR_REQUEST: 'Solo el residente que hizo la solicitud puede hacerlo',
  LOSSERVICES_REVIEW_NOT_DONE: 'Solo se puede valorar una solicitud terminada',
  LOSSERVICES_ALREADY_REVIEWED: 'Esta solicitud ya se valoró',
  LOSSERVICES_LINK_NOT_VALID: 'Este enlace no es válido: abre el del correo que recibiste',
};
