import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  NO_FILE: 'Envoyez l\'image ou le PDF dans le champ multipart "file"',
  FILE_EMPTY: 'Le fichier est vide',
  APPROVE_DENIED:
    'Votre rôle peut enregistrer des brouillons, mais pas publier, programmer ni modifier une publication déjà publiée',
  AUDIENCE_NOT_FOUND: 'Certains des éléments choisis ({what}) ne font pas partie de cette résidence',
  UNITS: 'logements',
  BUILDINGS: 'bâtiments',
  AUDIENCE_FLOOR_EMPTY: 'Aucun logement à : {floors}',
  BUILDING_FLOOR: '{building} étage {floor}',
  PUBLISH_AT_REQUIRED: 'publishAt est obligatoire pour programmer une publication',
  EXPIRY_PASSED: 'expiresAt est déjà passé ; choisissez une expiration plus tardive',
  EXPIRY_BEFORE_PUBLISH: "expiresAt doit être postérieur à l'heure de publication",
  ALREADY_PUBLISHED: 'Cette publication est déjà publiée',
  NOT_PUBLISHED: "Cette publication n'est ni publiée ni programmée",
  EDIT_CONFLICT: "Quelqu'un a modifié cette publication entre-temps ; rechargez-la et réessayez",
  FILE_NOT_FOUND: "Certains fichiers n'ont pas été envoyés dans cette résidence ; envoyez-les à nouveau",
  COVER_NOT_IMAGE: 'La couverture doit être une image (JPEG, PNG ou WebP)',
  ANNOUNCEMENT_NOT_FOUND: 'Annonce introuvable dans cette résidence',
  ANNOUNCEMENT_NOT_FOR_YOU: 'Aucune annonce de ce type pour vous',
  BAD_RANGE: 'from ne doit pas être postérieur à to',
  EMPTY_BODY: "Une fois le contenu dangereux retiré, le corps n'a plus rien à afficher",
};
