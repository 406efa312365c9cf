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
  VMS_COUPON_BATCH_NOT_FOUND: 'No existe ese lote de cupones en esta comunidad',
  VMS_COUPON_NOT_FOUND: 'No existe ese cupón en esta comunidad',
  VMS_COUPON_MOVE_NOT_ALLOWED: 'No se puede {action} un lote de cupones en estado {state}',
  VMS_COUPON_REASON_REQUIRED: 'Indica un motivo',
  VMS_COUPON_NOT_SET_UP:
    'Los cupones de estacionamiento aún no están configurados: fija primero el precio y el beneficiario',
  VMS_COUPON_BAD_PAYEE: 'El ID de PromptPay no es válido para su tipo',
  VMS_COUPON_OWNER_CANNOT_ORDER: 'Esta unidad no puede pedir cupones de estacionamiento',
  VMS_COUPON_QUOTA_EXCEEDED: 'Esta unidad puede pedir {quota} cupones al mes; quedan {left}',
  VMS_COUPON_DUE_PAST: 'La fecha de vencimiento ya pasó',
  VMS_COUPON_SLIP_REQUIRED: 'Adjunta una foto del comprobante de pago',
  VMS_COUPON_CANCEL_STAFF_ONLY: 'Una vez pedido el pago, solo la oficina puede cancelar el lote',
  VMS_COUPON_USED: 'Este cupón ya se usó',
  VMS_COUPON_CANCELLED: 'Este cupón está cancelado',
  VMS_COUPON_EXPIRED: 'Este cupón ha caducado',
  VMS_REPORT_RANGE_REVERSED: 'El periodo termina antes de empezar',
  VMS_REPORT_RANGE_TOO_LONG: 'Un informe abarca como máximo {max} días',
  VMS_REPORT_MONTH_AHEAD: 'Ese mes aún no ha empezado',
  VMS_REPORT_NO_RECIPIENTS: 'Añada primero al menos un destinatario',
  VMS_REPORT_SHEET_TOO_BIG:
    'El periodo tiene {count} visitas; una hoja admite como máximo {max}. Elija menos días',
};
