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
  BILLING_EVIDENCE_NOT_FOUND: 'No existe ese pago en esta comunidad',
  BILLING_SLIP_USED: 'Este comprobante ya se envió para {bill}: un comprobante solo paga una vez',
  BILLING_SLIP_IMAGE_REQUIRED: 'Envía el comprobante como imagen JPEG o PNG en el campo image del formulario',
  BILLING_SLIP_IMAGE_TYPE: 'El comprobante debe ser una imagen JPEG o PNG',
  BILLING_SLIP_TOO_LARGE: 'La imagen del comprobante puede tener como máximo 5 MB',
  BILLING_EVIDENCE_NOT_DELETABLE:
    'Este pago está {status}; solo se puede eliminar un pago en ventanilla pendiente de verificar',
  BILLING_EVIDENCE_NOT_DECIDABLE:
    'Este pago está {status}; solo un pago enviado puede verificarse o rechazarse',
  BILLING_NOT_A_VERIFIER: 'No estás en la lista de verificadores de pagos',
  BILLING_OWN_PAYMENT: 'Registraste tú este pago: debe verificarlo otra persona',
  BILLING_VERIFIER_NOT_MEMBER: 'Este usuario no es un miembro de la comunidad que pueda aprobar pagos',
  BILLING_EVIDENCE_SUBMITTED: 'pendiente de verificar',
  BILLING_EVIDENCE_VERIFIED: 'verificado',
  BILLING_EVIDENCE_REJECTED: 'rechazado',
  BILLING_RECEIPT_NOT_FOUND: 'No existe ese recibo en esta comunidad',
  BILLING_RECEIPT_CANCELLED: 'Este recibo se anuló; un recibo anulado no puede cambiar',
  BILLING_MESSAGE_NOT_FOUND: 'No existe ese mensaje en esta comunidad',
  BILLING_MESSAGE_NO_RECIPIENTS: 'Este mensaje no llega a ninguna unidad: {audience}. No se envió nada',
  BILLING_MESSAGE_RECALLED: 'Este mensaje ya fue retirado; un mensaje retirado no puede retirarse otra vez',
  BILLING_AUDIENCE_ALL: 'la comunidad aún no tiene unidades',
  BILLING_AUDIENCE_BUILDINGS: 'los edificios elegidos no tienen unidades',
  BILLING_AUDIENCE_UNITS: 'no se eligió ninguna unidad',
  BILLING_AUDIENCE_DEBTORS: 'hoy ninguna unidad tiene una factura vencida (de al menos el importe mínimo)',
  BILLING_EVIDENCE_NOT_VERIFIED:
    'Este pago está {status}; solo se vuelve a emitir un recibo para un pago verificado',
  BILLING_RECEIPT_IN_FORCE: 'Este pago ya tiene un recibo vigente: anúlelo antes de emitir otro',
  BILLING_RECEIPT_NO_CHANGE:
    'Indica el nombre, la dirección o el número fiscal del pagador que quieres cambiar',
  BILLING_IMPORT_FILE_REQUIRED: 'Envía la hoja como archivo .xlsx en el campo file del formulario',
  BILLING_IMPORT_NOT_XLSX: 'El archivo no es un libro de Excel (.xlsx): parte de la plantilla',
  BILLING_IMPORT_HEADINGS: 'A la hoja le faltan las columnas {columns}: parte de la plantilla',
  BILLING_IMPORT_EMPTY: 'La hoja no tiene filas que importar',
  BILLING_IMPORT_TOO_LARGE: 'Una hoja puede tener como máximo {max} filas',
  BILLING_IMPORT_ROWS_INVALID: '{bad} de {total} filas tienen problemas: no se importó nada',
  BILLING_IMPORT_ROW_REQUIRED: '{column} es obligatorio',
  BILLING_IMPORT_ROW_UNIT: 'No existe la unidad {unitNo} en esta comunidad',
  BILLING_IMPORT_ROW_PERIOD: '{column} debe ser un mes con formato YYYY-MM, p. ej. 2026-10',
  BILLING_IMPORT_ROW_READING:
    '{column} debe ser una lectura del contador: un número de hasta 6 dígitos y 3 decimales',
  BILLING_IMPORT_ROW_PAIR: '{column} necesita también la otra lectura del mismo contador',
  BILLING_IMPORT_ROW_BACKWARDS: '{column} {current} es menor que la lectura anterior {previous}',
  BILLING_IMPORT_ROW_AMOUNT: '{column} debe ser un importe en baht, de 0 o más, con hasta 2 decimales',
  BILLING_IMPORT_ROW_EXTRA: 'Una línea adicional necesita su descripción y su importe',
  BILLING_IMPORT_ROW_DUPLICATE: 'La unidad {unitNo} de {period} ya está en la fila {row}',
  BILLING_IMPORT_ROW_BILLED:
    'La unidad {unitNo} ya tiene una factura de {period} que está {status}; solo se puede reemplazar un borrador',
  BILLING_IMPORT_ROW_TEXT_LONG: '{column} puede tener como máximo {max} caracteres',
  BILLING_IMPORT_ROW_NO_LINES:
    'Esta fila no da líneas a la unidad {unitNo}: indica lecturas o una línea adicional, o configura los cargos',
  BILLING_PRINT_NONE: 'No hay facturas que imprimir: la selección no tiene facturas emitidas o pagadas',
  BILLING_PRINT_TOO_MANY: 'Coinciden {count} facturas; imprime como máximo {max} a la vez: acota el filtro',
  BILLING_EVIDENCE_PRINT_NONE: 'No hay pagos que imprimir en esta selección',
  BILLING_EVIDENCE_PRINT_TOO_MANY:
    'Coinciden {count} pagos; imprime como máximo {max} a la vez: elige un día',
};
