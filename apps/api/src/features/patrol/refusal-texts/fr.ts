import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  UNKNOWN_CHECKPOINT: "Cette étiquette n'est pas un point de contrôle de cette communauté",
  PATROL_CHECKPOINT_NOT_FOUND: "Ce point de contrôle n'existe pas dans cette communauté",
  PATROL_CHECKPOINT_RETIRED: 'Ce point de contrôle est retiré',
  PATROL_PLAN_NOT_FOUND: "Ce plan de ronde n'existe pas dans cette communauté",
  PATROL_PLAN_CHECKPOINTS: 'Un plan ne contient que des points de contrôle actifs de cette communauté',
  PATROL_ROUND_NOT_FOUND: "Cette ronde n'existe pas dans cette communauté",
  PATROL_ROUND_NOT_OPEN: 'Cette ronde ne peut pas commencer maintenant',
  PATROL_ROUND_CLOSED: 'Cette ronde est déjà {state}',
  PATROL_ROUND_NOTHING_SCANNED: 'Scannez au moins un point de contrôle avant de terminer la ronde',
};
