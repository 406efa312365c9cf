import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  NO_FILE: 'Sube la imagen o el PDF en el campo multipart "file"',
  FILE_EMPTY: 'El archivo está vacío',
  APPROVE_DENIED:
    'Tu rol puede guardar borradores, pero no publicar, programar ni cambiar una publicación ya publicada',
  AUDIENCE_NOT_FOUND: 'Algunos de los elementos elegidos ({what}) no están en esta comunidad',
  UNITS: 'viviendas',
  BUILDINGS: 'edificios',
  AUDIENCE_FLOOR_EMPTY: 'No hay viviendas en {floors}',
  BUILDING_FLOOR: '{building} planta {floor}',
  PUBLISH_AT_REQUIRED: 'Para programar una publicación hace falta publishAt',
  EXPIRY_PASSED: 'expiresAt ya ha pasado; elige una caducidad posterior',
  EXPIRY_BEFORE_PUBLISH: 'expiresAt debe ser posterior a la hora de publicación',
  ALREADY_PUBLISHED: 'Esta publicación ya está publicada',
  NOT_PUBLISHED: 'Esta publicación no está publicada ni programada',
  EDIT_CONFLICT: 'Alguien ha cambiado esta publicación mientras tanto; recárgala e inténtalo de nuevo',
  FILE_NOT_FOUND: 'Algunos archivos no se subieron a esta comunidad; súbelos de nuevo',
  COVER_NOT_IMAGE: 'La portada debe ser una imagen (JPEG, PNG o WebP)',
  ANNOUNCEMENT_NOT_FOUND: 'No existe este anuncio en esta comunidad',
  ANNOUNCEMENT_NOT_FOR_YOU: 'No hay ningún anuncio así para ti',
  BAD_RANGE: 'from no puede ser posterior a to',
  EMPTY_BODY: 'Al quitar el contenido no seguro, el cuerpo no tiene nada que mostrar',
};
