import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  NO_FILE: 'Carica l\'immagine o il PDF nel campo multipart "file"',
  FILE_EMPTY: 'Il file è vuoto',
  APPROVE_DENIED:
    'Il tuo ruolo può salvare bozze ma non pubblicare, programmare o modificare un post pubblicato',
  AUDIENCE_NOT_FOUND: 'Alcuni dei destinatari scelti ({what}) non sono in questo condominio',
  UNITS: 'unità',
  BUILDINGS: 'edifici',
  AUDIENCE_FLOOR_EMPTY: 'Nessuna unità in {floors}',
  BUILDING_FLOOR: '{building} piano {floor}',
  PUBLISH_AT_REQUIRED: 'Per programmare un post serve publishAt',
  EXPIRY_PASSED: 'expiresAt è già passato; scegli una scadenza successiva',
  EXPIRY_BEFORE_PUBLISH: "expiresAt deve essere successivo all'ora di pubblicazione",
  ALREADY_PUBLISHED: 'Questo post è già pubblicato',
  NOT_PUBLISHED: 'Questo post non è pubblicato né programmato',
  EDIT_CONFLICT: 'Qualcuno ha modificato questo post nel frattempo; ricaricalo e riprova',
  FILE_NOT_FOUND: 'Alcuni file non sono stati caricati in questo condominio; caricali di nuovo',
  COVER_NOT_IMAGE: "La copertina deve essere un'immagine (JPEG, PNG o WebP)",
  ANNOUNCEMENT_NOT_FOUND: 'Avviso non trovato in questo condominio',
  ANNOUNCEMENT_NOT_FOR_YOU: 'Avviso non trovato per te',
  BAD_RANGE: 'from non può essere successivo a to',
  EMPTY_BODY: 'Dopo la rimozione dei contenuti non sicuri, il testo non ha nulla da mostrare',
};
