import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  TUTORIAL_ITEM_NOT_FOUND: "Ce tutoriel n'existe pas dans cette communauté",
  TUTORIAL_ITEM_SHARED: 'Ce tutoriel est publié pour toutes les communautés et ne peut pas être modifié ici',
  TUTORIAL_ITEM_ARCHIVED: 'Ce tutoriel est archivé',
  TUTORIAL_FILE_NOT_OURS: "Le fichier n'a pas été téléversé pour les tutoriels de cette communauté",
  TUTORIAL_FILE_WRONG_KIND:
    'Une vidéo demande un fichier MP4 ; un fichier de communication, un PDF ou une image',
  TUTORIAL_WRONG_SOURCE: 'Seule une vidéo a un lien YouTube ou un MP4 ; seul un guide a un texte',
  TUTORIAL_CONTENT_MISSING:
    'Une vidéo demande un lien YouTube ou un MP4, un guide un texte, un fichier de communication un téléversement',
  TUTORIAL_NO_FILE: 'Choisissez un fichier à téléverser',
  TUTORIAL_FILE_EMPTY: 'Le fichier est vide',
  NOT_A_TUTORIAL_FILE: 'Téléversez une vidéo MP4, un PDF ou une image (JPEG, PNG, WebP)',
  TUTORIAL_FILE_TOO_LARGE: 'Le fichier est trop volumineux',
  NO_TUTORIAL_WITH_ID: "Aucun tutoriel de l'opérateur n'a l'id {id}",
};
