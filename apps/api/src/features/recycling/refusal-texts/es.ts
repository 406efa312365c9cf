import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  RECYCLING_KIND_NOT_FOUND: 'No existe ese tipo de reciclable en esta comunidad',
  RECYCLING_KIND_NAME_TAKEN: 'Esta comunidad ya tiene un tipo llamado "{name}"',
  RECYCLING_KIND_RETIRED: 'Este tipo está retirado y no admite nuevas pesadas',
  RECYCLING_UNIT_NOT_FOUND: 'No existe esa unidad en esta comunidad',
  RECYCLING_RECORD_NOT_FOUND: 'No existe esa pesada en esta comunidad',
  RECYCLING_RECORD_CANCELLED: 'Esta pesada ya fue anulada',
  RECYCLING_DAY_IN_FUTURE: 'No se puede registrar una pesada para un día que aún no ha llegado',
  RECYCLING_DAY_TOO_OLD: 'Una pesada se puede registrar como mucho para los últimos {days} días',
};
