import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  SUGGESTION_NOT_FOUND: 'Questo suggerimento non esiste in questa comunità',
  SUGGESTION_MOVE: 'Questo suggerimento è {state} e non può diventare {target}',
  SUGGESTION_FINAL: 'Questo suggerimento è {state}: non accetta altre modifiche',
  SUGGESTION_CHANGED: 'Qualcuno ha modificato prima questo suggerimento: rileggilo e riprova',
  SUGGESTION_REASON_REQUIRED: 'Indica il motivo del rifiuto',
  SUGGESTION_REOPEN_NOTE_REQUIRED: 'Spiega perché il suggerimento viene riaperto',
  SUGGESTION_UNKNOWN_CATEGORY: 'In questa comunità non esiste la categoria {category}',
  SUGGESTION_DUPLICATE_CATEGORY: 'La categoria {category} compare due volte',
  SUGGESTION_ANONYMOUS_OFF: 'Questa comunità non accetta suggerimenti anonimi',
  SUGGESTION_NOT_YOUR_UNIT: 'Puoi scrivere solo per un’unità in cui abiti',
  SUGGESTION_RANGE_TOO_LONG: 'Chiedi al massimo {max} giorni alla volta',
  SUGGESTION_RANGE_BACKWARDS: 'L’intervallo finisce prima di iniziare',
  SUGGESTION_STATE_NEW: 'nuovo',
  SUGGESTION_STATE_ACKNOWLEDGED: 'preso in carico',
  SUGGESTION_STATE_IN_PROGRESS: 'in lavorazione',
  SUGGESTION_STATE_DONE: 'completato',
  SUGGESTION_STATE_REJECTED: 'respinto',
  SUGGESTION_STATE_WITHDRAWN: 'ritirato',
  SUGGESTION_STATE_DELETED: 'eliminato',
};
