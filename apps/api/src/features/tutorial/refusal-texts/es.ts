import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  TUTORIAL_ITEM_NOT_FOUND: 'No existe este tutorial en esta comunidad',
  TUTORIAL_ITEM_SHARED: 'Este tutorial se publica para todas las comunidades y no se puede cambiar aquí',
  TUTORIAL_ITEM_ARCHIVED: 'Este tutorial está archivado',
  TUTORIAL_FILE_NOT_OURS: 'El archivo no se subió para los tutoriales de esta comunidad',
  TUTORIAL_FILE_WRONG_KIND: 'Un video necesita un archivo MP4; un archivo de difusión, un PDF o una imagen',
  TUTORIAL_WRONG_SOURCE: 'Solo un video tiene enlace de YouTube o MP4; solo una guía tiene texto',
  TUTORIAL_CONTENT_MISSING:
    'Un video necesita un enlace de YouTube o un MP4, una guía un texto, un archivo de difusión una subida',
  TUTORIAL_NO_FILE: 'Elige un archivo para subir',
  TUTORIAL_FILE_EMPTY: 'El archivo está vacío',
  NOT_A_TUTORIAL_FILE: 'Sube un video MP4, un PDF o una imagen (JPEG, PNG, WebP)',
  TUTORIAL_FILE_TOO_LARGE: 'El archivo es demasiado grande',
  NO_TUTORIAL_WITH_ID: 'Ningún tutorial del operador tiene el id {id}',
};
