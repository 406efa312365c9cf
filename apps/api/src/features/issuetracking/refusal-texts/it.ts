import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  // groups and tasks
  ISSUE_GROUP_NOT_FOUND: 'Questo gruppo non esiste in questa comunità',
  ISSUE_GROUP_NAME_TAKEN: 'Esiste già un gruppo chiamato "{name}"',
  ISSUE_GROUP_HAS_CURRENT:
    'Questo gruppo contiene ancora {count} attività in corso: chiudile o spostale prima di archiviarlo',
  ISSUE_GROUP_ARCHIVED: 'Questo gruppo è archiviato',
  ISSUE_MEMBER_NOT_STAFF:
    'Solo il personale e il comitato di questa comunità possono essere membri di un gruppo privato',
  ISSUE_TASK_NOT_FOUND: 'Questa attività non esiste in questa comunità',
  ISSUE_TASK_STALE: "Qualcuno ha modificato questa attività dopo che l'hai aperta: ricaricala e riprova",
  ISSUE_TASK_CLOSED_UPDATE: "L'attività {number} è chiusa: riaprila prima di modificarla",
  ISSUE_TASK_CLOSED_MOVE: "L'attività {number} è chiusa: riaprila prima di spostarla",
  ISSUE_TASK_ALREADY_CLOSED: "L'attività {number} è già chiusa",
  ISSUE_TASK_NOT_CLOSED: "L'attività {number} non è chiusa: si può riaprire solo un'attività chiusa",
  ISSUE_TASK_SAME_GROUP: "L'attività {number} è già in questo gruppo",
  ISSUE_ASSIGNEE_NOT_STAFF:
    'Le attività si possono assegnare solo al personale e al comitato di questa comunità',
  ISSUE_PLACE_NOT_FOUND: 'Questo edificio o questa unità non esiste in questa comunità',

  // comments, reactions, attachments
  ISSUE_COMMENT_NOT_FOUND: 'Questo commento non esiste su questa attività',
  ISSUE_COMMENT_EMPTY: 'Scrivi qualcosa o aggiungi una foto',
  ISSUE_COMMENT_NOT_YOURS: 'Puoi modificare solo i tuoi commenti',
  ISSUE_COMMENT_EDIT_EXPIRED: 'Un commento si può modificare solo entro {minutes} minuti dalla pubblicazione',
  ISSUE_COMMENT_DELETED: 'Questo commento è stato eliminato',
  ISSUE_COMMENT_PHOTO_LIMIT: 'Un commento accetta al massimo {max} foto',
  ISSUE_MENTION_NOT_READER: 'Puoi menzionare solo chi può vedere questa attività',
  ISSUE_ATTACHMENT_LIMIT: 'Un’attività accetta al massimo {max} allegati',
  ISSUE_ATTACHMENT_TYPE: 'Allega solo foto (JPEG, PNG, WebP) o file PDF',
  ISSUE_ATTACHMENT_NOT_FOUND: 'Questo allegato non esiste su questa attività',
  ISSUE_ATTACHMENT_NONE: 'Scegli almeno una foto o un file PDF da allegare',

  // settings, reports, import
  ISSUE_RANGE_INVALID: 'La data di inizio non può essere successiva alla data di fine',
  ISSUE_IMPORT_FILE: 'Carica un file Excel (.xlsx) o CSV',
  ISSUE_IMPORT_EMPTY: 'Il file non contiene righe da importare',
  ISSUE_IMPORT_TOO_MANY: 'Un elenco di difetti contiene al massimo {max} righe',
  ISSUE_IMPORT_BAD_ROWS: '{count} righe hanno problemi: non è stato salvato nulla',
  ISSUE_IMPORT_MISSING_COLUMN: 'Il file non ha la colonna "{column}"',
  ISSUE_IMPORT_ROW_TITLE: 'Il titolo manca o supera {max} caratteri',
  ISSUE_IMPORT_ROW_PRIORITY: 'La priorità deve essere URGENT, HIGH, NORMAL o LOW',
  ISSUE_IMPORT_ROW_DATE: 'La scadenza deve essere una data (YYYY-MM-DD o DD/MM/YYYY)',
  ISSUE_IMPORT_ROW_UNIT: 'L’unità "{unit}" non esiste in questa comunità',
  ISSUE_RANGE_TOO_LONG: 'Il rapporto copre al massimo {max} giorni',
  ISSUE_IMPORT_ROW_TEXT: 'I dettagli possono avere al massimo {max} caratteri',
  ISSUE_IMPORT_ROW_LABELS:
    'Al massimo {max} etichette, separate da virgole, ognuna di al massimo {length} caratteri',
};
