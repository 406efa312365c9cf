import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  SUGGESTION_NOT_FOUND: 'No existe esta sugerencia en esta comunidad',
  SUGGESTION_MOVE: 'Esta sugerencia está {state} y no puede pasar a {target}',
  SUGGESTION_FINAL: 'Esta sugerencia está {state}: ya no admite cambios',
  SUGGESTION_CHANGED: 'Alguien modificó esta sugerencia antes: vuelve a leerla e inténtalo de nuevo',
  SUGGESTION_REASON_REQUIRED: 'Indica el motivo del rechazo',
  SUGGESTION_REOPEN_NOTE_REQUIRED: 'Explica por qué se reabre la sugerencia',
  SUGGESTION_UNKNOWN_CATEGORY: 'No existe la categoría {category} en esta comunidad',
  SUGGESTION_DUPLICATE_CATEGORY: 'La categoría {category} aparece dos veces',
  SUGGESTION_ANONYMOUS_OFF: 'Esta comunidad no acepta sugerencias anónimas',
  SUGGESTION_NOT_YOUR_UNIT: 'Solo puedes escribir para una unidad en la que vives',
  SUGGESTION_RANGE_TOO_LONG: 'Pide como máximo {max} días a la vez',
  SUGGESTION_RANGE_BACKWARDS: 'El rango termina antes de empezar',
  SUGGESTION_STATE_NEW: 'nueva',
  SUGGESTION_STATE_ACKNOWLEDGED: 'recibida',
  SUGGESTION_STATE_IN_PROGRESS: 'en curso',
  SUGGESTION_STATE_DONE: 'terminada',
  SUGGESTION_STATE_REJECTED: 'rechazada',
  SUGGESTION_STATE_WITHDRAWN: 'retirada',
  SUGGESTION_STATE_DELETED: 'eliminada',
};
