import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  UNKNOWN_CHECKPOINT: 'Questa etichetta non è un punto di controllo di questa comunità',
  PATROL_CHECKPOINT_NOT_FOUND: 'Questo punto di controllo non esiste in questa comunità',
  PATROL_CHECKPOINT_RETIRED: 'Questo punto di controllo è dismesso',
  PATROL_PLAN_NOT_FOUND: 'Questo piano di ronda non esiste in questa comunità',
  PATROL_PLAN_CHECKPOINTS: 'Un piano contiene solo punti di controllo attivi di questa comunità',
  PATROL_ROUND_NOT_FOUND: 'Questo giro non esiste in questa comunità',
  PATROL_ROUND_NOT_OPEN: 'Questo giro non può iniziare ora',
  PATROL_ROUND_CLOSED: 'Questo giro è già {state}',
  PATROL_ROUND_NOTHING_SCANNED: 'Scansiona almeno un punto di controllo prima di terminare il giro',
};
