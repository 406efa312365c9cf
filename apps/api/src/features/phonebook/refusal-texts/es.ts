import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  ORDER_MISMATCH: 'Incluye cada elemento de la lista exactamente una vez, en el nuevo orden',
  CATEGORY_NOT_FOUND: 'No existe esta categoría de la agenda en esta comunidad',
  ENTRY_NOT_FOUND: 'No existe esta entrada de la agenda en esta comunidad',
};
