import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  BILLING_BILL_NOT_FOUND: 'No existe esa factura en esta comunidad',
  BILLING_UNIT_NOT_FOUND: 'No existe esa unidad en esta comunidad',
  BILLING_BUILDING_NOT_FOUND: 'No existe ese edificio en esta comunidad',
  BILLING_ACCOUNT_NOT_FOUND: 'No existe esa cuenta en esta comunidad',
  BILLING_RUN_NOT_FOUND: 'No existe esa emisión de facturas en esta comunidad',
  BILLING_BILL_STALE:
    'Alguien cambió esta factura después de que la abriera: recárguela e inténtelo de nuevo',
  BILLING_BILL_NOT_CHANGEABLE:
    'Esta factura está {status}; solo se puede cambiar un borrador o una factura emitida sin pagar',
  BILLING_BILL_NOT_RECALLABLE:
    'Esta factura está {status}; solo se puede anular una factura emitida sin pagar',
  BILLING_BILL_NOTHING_TO_PAY: 'Esta factura está {status}; no hay nada que pagar',
  BILLING_BILL_EXISTS: 'La unidad {unitNo} ya tiene una factura de {period}',
  BILLING_NO_LINES:
    'La configuración no da conceptos a la unidad {unitNo}: indique los conceptos o configure los cargos',
  BILLING_PROMPTPAY_ID_INVALID: 'No es un identificador PromptPay válido de ese tipo',
  BILLING_NO_PROMPTPAY: 'Añada primero una cuenta PromptPay en las preferencias de facturación',
  BILLING_STATUS_DRAFT: 'en borrador',
  BILLING_STATUS_ISSUED: 'emitida',
  BILLING_STATUS_PARTIALLY_PAID: 'pagada en parte',
  BILLING_STATUS_PAID: 'pagada',
  BILLING_STATUS_RECALLED: 'anulada',
};
