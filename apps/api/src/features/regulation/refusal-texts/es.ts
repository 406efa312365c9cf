import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  REGULATION_DOCUMENT_NOT_FOUND: 'No existe ese documento de normas en esta comunidad',
  REGULATION_VERSION_NOT_FOUND: 'No existe esa versión del documento en esta comunidad',
  REGULATION_FILE_NOT_FOUND: 'El archivo adjunto no se subió a esta comunidad',
  REGULATION_NO_CONTENT: 'Una versión necesita texto o un archivo PDF',
  REGULATION_NOT_DRAFT: 'Solo una versión en borrador se puede cambiar o publicar',
  REGULATION_DISCARD_NOT_DRAFT:
    'Solo se puede descartar un borrador: una versión publicada o archivada queda registrada',
  REGULATION_ONLY_VERSION:
    'Este borrador es la única versión del documento: archive el documento en su lugar',
  REGULATION_DRAFT_EXISTS: 'Este documento ya tiene un borrador; termínelo o publíquelo primero',
  REGULATION_ARCHIVED: 'Este documento está archivado',
  REGULATION_NOT_PUBLISHED: 'Esta versión no está publicada',
  REGULATION_NO_ACK_NEEDED: 'Esta versión no pide confirmación de lectura',
  REGULATION_NOT_YOUR_UNIT: 'Usted no vive en esta unidad',
  REGULATION_NO_UNIT: 'Usted no es residente de ninguna unidad de esta comunidad',
  REGULATION_NO_FILE: 'Suba el PDF en el campo multipart "file"',
  REGULATION_NOT_PDF: 'El archivo debe ser un PDF',
};
