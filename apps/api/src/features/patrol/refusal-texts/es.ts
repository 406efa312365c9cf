import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  UNKNOWN_CHECKPOINT: 'Esta etiqueta no es un punto de control de esta comunidad',
  PATROL_CHECKPOINT_NOT_FOUND: 'Este punto de control no existe en esta comunidad',
  PATROL_CHECKPOINT_RETIRED: 'Este punto de control está retirado',
  PATROL_PLAN_NOT_FOUND: 'Este plan de ronda no existe en esta comunidad',
  PATROL_PLAN_CHECKPOINTS: 'Un plan solo incluye puntos de control activos de esta comunidad',
  PATROL_ROUND_NOT_FOUND: 'Esta ronda no existe en esta comunidad',
  PATROL_ROUND_NOT_OPEN: 'Esta ronda no se puede iniciar ahora',
  PATROL_ROUND_CLOSED: 'Esta ronda ya está {state}',
  PATROL_ROUND_NOTHING_SCANNED: 'Escanee al menos un punto de control antes de terminar la ronda',
};
