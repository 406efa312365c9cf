import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  VMS_VISIT_NOT_FOUND: 'No existe esa visita en esta comunidad',
  VMS_UNIT_NOT_FOUND: 'No existe esa unidad en esta comunidad',
  VMS_ALREADY_OUT: 'Este visitante ya ha salido',
  VMS_NOT_INSIDE: 'Ningún visitante dentro coincide con lo indicado',
  VMS_AMBIGUOUS: '{count} visitantes dentro coinciden; usa el código del comprobante',
  VMS_PAYMENT_REQUIRED: 'La tarifa es de {amount} baht: indica cómo se pagó',
  VMS_TOO_MANY_STAMPS: 'Una visita tiene como máximo {max} sellos',
  VMS_STAMP_NOT_FOUND: 'No existe ese sello en esta comunidad',
  VMS_STAMP_NOT_YOURS: 'Solo el residente que dio el sello, o el personal de la entrada, puede cancelarlo',
  VMS_STAMP_CANCELLED: 'Este sello ya está cancelado',
  VMS_EXIT_BEFORE_ENTRY: 'La salida es anterior a la entrada',
  VMS_BAD_STAY: 'No se puede calcular esta estancia: revisa las horas y los sellos',
  VMS_INVALID_ID_NUMBER: 'El número del documento no es válido: revísalo',
};
