import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  REGULATION_DOCUMENT_NOT_FOUND: 'Questo documento del regolamento non esiste in questa comunità',
  REGULATION_VERSION_NOT_FOUND: 'Questa versione del documento non esiste in questa comunità',
  REGULATION_FILE_NOT_FOUND: 'Il file allegato non è stato caricato in questa comunità',
  REGULATION_NO_CONTENT: 'Una versione richiede un testo o un file PDF',
  REGULATION_NOT_DRAFT: 'Solo una bozza può essere modificata o pubblicata',
  REGULATION_DISCARD_NOT_DRAFT:
    'Si può scartare solo una bozza: una versione pubblicata o archiviata resta agli atti',
  REGULATION_ONLY_VERSION: "Questa bozza è l'unica versione del documento: archivia invece il documento",
  REGULATION_DRAFT_EXISTS: 'Questo documento ha già una bozza; completala o pubblicala prima',
  REGULATION_ARCHIVED: 'Questo documento è archiviato',
  REGULATION_NOT_PUBLISHED: 'Questa versione non è pubblicata',
  REGULATION_NO_ACK_NEEDED: 'Questa versione non richiede una presa visione',
  REGULATION_NOT_YOUR_UNIT: "Non abiti in quest'unità",
  REGULATION_NO_UNIT: 'Non sei residente di alcuna unità in questa comunità',
  REGULATION_NO_FILE: 'Carica il PDF nel campo multipart "file"',
  REGULATION_NOT_PDF: 'Il file deve essere un PDF',
};
