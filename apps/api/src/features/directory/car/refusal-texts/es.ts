import type { Wordings } from '../../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  CAR_NOT_WAITING:
    'Esta solicitud está {state}; solo una solicitud en espera se puede aprobar, rechazar o cambiar',
  CAR_NOT_APPROVED: 'Este vehículo está {state}; solo un vehículo aprobado recibe adhesivo o se cambia',
  CAR_ALREADY_CLOSED: 'Este vehículo ya está {state}',
  CAR_LIMIT_REACHED:
    'La unidad {unitNo} ya tiene {limit} {type} aprobados; retire uno o suba el límite en la política',
  CAR_PLATE_TAKEN: 'La matrícula {plateNo} {province} ya está registrada a un vehículo activo',
  CAR_NOT_YOURS: 'Solo puede registrar y cambiar vehículos de sus propias unidades',
  CAR_OWNERS_ONLY: 'Solo los propietarios de la unidad pueden registrar sus vehículos',
  CAR_STAFF_ONLY: 'En esta comunidad los vehículos los registra la oficina',
  CAR_UNIT_UNKNOWN: 'La unidad {unitNo} no está en esta comunidad',
  CAR_RECORD_NOT_FOUND: 'No existe ese vehículo en esta comunidad',
  CAR_SHEET_PROBLEMS: '{count} problemas en la hoja, no se guardó nada. Fila {row}, {field}: {problem}',
  CAR_SHEET_EMPTY: 'La hoja no tiene vehículos bajo la cabecera',
  CAR_SHEET_NO_COLUMN: 'La cabecera no tiene la columna "{column}"; use la plantilla',
  CAR_SHEET_UNREADABLE: 'El archivo no es un .xlsx ni un CSV UTF-8',
  CAR_SHEET_TOO_MANY: 'La hoja tiene {rows} filas; como máximo {max} a la vez',
  CAR_SHEET_BAD_PROVINCE: 'no es una provincia',
  CAR_SHEET_BAD_PLATE: 'una matrícula termina en dígitos, p. ej. กข 1234',
  CAR_SHEET_BAD_TYPE: 'CAR o MOTORCYCLE',
  CAR_SHEET_NO_UNIT: 'no existe esa unidad',
  CAR_SHEET_DUPLICATE: 'misma matrícula que la fila {row}',
  CAR_SHEET_TAKEN: 'ya registrada',
  CAR_SHEET_OVER_LIMIT: 'más de los que la unidad puede tener',
  CAR_SHEET_TOO_LONG: 'como máximo {max} caracteres',
  CAR_STATE_WAITING: 'en espera',
  CAR_STATE_APPROVED: 'aprobado',
  CAR_STATE_REJECTED: 'rechazado',
  CAR_STATE_CANCELLED: 'cancelado',
  CAR_DOCUMENTS_MISSING: 'Esta comunidad pide estos documentos con la solicitud de un vehículo: {kinds}',
  CAR_DOCUMENT_NOT_OURS: 'Un documento debe ser un archivo subido para los vehículos de esta comunidad',
  CAR_DOCUMENT_NO_FILE: 'Adjunte una imagen o un PDF en el campo "file"',
  CAR_DOCUMENT_REGISTRATION_BOOK: 'permiso de circulación',
  CAR_DOCUMENT_ID_CARD: 'documento de identidad',
  CAR_DOCUMENT_LEASE: 'contrato de alquiler',
};
