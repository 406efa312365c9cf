import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  REGULATION_DOCUMENT_NOT_FOUND: "Ce document de règlement n'existe pas dans cette communauté",
  REGULATION_VERSION_NOT_FOUND: "Cette version du document n'existe pas dans cette communauté",
  REGULATION_FILE_NOT_FOUND: "Le fichier joint n'a pas été téléversé dans cette communauté",
  REGULATION_NO_CONTENT: 'Une version a besoin de son texte ou d’un fichier PDF',
  REGULATION_NOT_DRAFT: 'Seul un brouillon peut être modifié ou publié',
  REGULATION_DISCARD_NOT_DRAFT:
    'Seul un brouillon peut être abandonné : une version publiée ou archivée reste conservée',
  REGULATION_ONLY_VERSION: 'Ce brouillon est la seule version du document : archivez plutôt le document',
  REGULATION_DRAFT_EXISTS: 'Ce document a déjà un brouillon ; terminez-le ou publiez-le d’abord',
  REGULATION_ARCHIVED: 'Ce document est archivé',
  REGULATION_NOT_PUBLISHED: "Cette version n'est pas publiée",
  REGULATION_NO_ACK_NEEDED: 'Cette version ne demande pas de prise de connaissance',
  REGULATION_NOT_YOUR_UNIT: "Vous n'habitez pas ce logement",
  REGULATION_NO_UNIT: "Vous n'êtes résident d'aucun logement de cette communauté",
  REGULATION_NO_FILE: 'Téléversez le PDF dans le champ multipart "file"',
  REGULATION_NOT_PDF: 'Le fichier doit être un PDF',
};
