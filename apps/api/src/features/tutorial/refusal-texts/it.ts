import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  TUTORIAL_ITEM_NOT_FOUND: 'In questa comunità non esiste questo tutorial',
  TUTORIAL_ITEM_SHARED: 'Questo tutorial è pubblicato per tutte le comunità e non si può modificare qui',
  TUTORIAL_ITEM_ARCHIVED: 'Questo tutorial è archiviato',
  TUTORIAL_FILE_NOT_OURS: 'Il file non è stato caricato per i tutorial di questa comunità',
  TUTORIAL_FILE_WRONG_KIND: "Un video richiede un file MP4; un file PR un PDF o un'immagine",
  TUTORIAL_WRONG_SOURCE: 'Solo un video ha un link YouTube o un MP4; solo una guida ha un testo',
  TUTORIAL_CONTENT_MISSING:
    'Un video richiede un link YouTube o un MP4, una guida un testo, un file PR un caricamento',
  TUTORIAL_NO_FILE: 'Scegli un file da caricare',
  TUTORIAL_FILE_EMPTY: 'Il file è vuoto',
  NOT_A_TUTORIAL_FILE: "Carica un video MP4, un PDF o un'immagine (JPEG, PNG, WebP)",
  TUTORIAL_FILE_TOO_LARGE: 'Il file è troppo grande',
  NO_TUTORIAL_WITH_ID: "Nessun tutorial dell'operatore ha l'id {id}",
};
