import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  // groups and tasks
  ISSUE_GROUP_NOT_FOUND: "Ce groupe n'existe pas dans cette communauté",
  ISSUE_GROUP_NAME_TAKEN: 'Un groupe nommé « {name} » existe déjà',
  ISSUE_GROUP_HAS_CURRENT:
    'Ce groupe contient encore {count} tâches en cours : fermez-les ou déplacez-les avant de l’archiver',
  ISSUE_GROUP_ARCHIVED: 'Ce groupe est archivé',
  ISSUE_MEMBER_NOT_STAFF:
    "Seuls le personnel et le comité de cette communauté peuvent être membres d'un groupe privé",
  ISSUE_TASK_NOT_FOUND: "Cette tâche n'existe pas dans cette communauté",
  ISSUE_TASK_STALE: "Quelqu'un a modifié cette tâche après votre ouverture : rechargez-la et réessayez",
  ISSUE_TASK_CLOSED_UPDATE: 'La tâche {number} est fermée : rouvrez-la avant de la modifier',
  ISSUE_TASK_CLOSED_MOVE: 'La tâche {number} est fermée : rouvrez-la avant de la déplacer',
  ISSUE_TASK_ALREADY_CLOSED: 'La tâche {number} est déjà fermée',
  ISSUE_TASK_NOT_CLOSED: "La tâche {number} n'est pas fermée : seule une tâche fermée peut être rouverte",
  ISSUE_TASK_SAME_GROUP: 'La tâche {number} est déjà dans ce groupe',
  ISSUE_ASSIGNEE_NOT_STAFF:
    "Les tâches ne peuvent être confiées qu'au personnel et au comité de cette communauté",
  ISSUE_PLACE_NOT_FOUND: "Ce bâtiment ou ce logement n'existe pas dans cette communauté",

  // comments, reactions, attachments
  ISSUE_COMMENT_NOT_FOUND: "Ce commentaire n'existe pas sur cette tâche",
  ISSUE_COMMENT_EMPTY: 'Écrivez quelque chose ou ajoutez une photo',
  ISSUE_COMMENT_NOT_YOURS: 'Vous ne pouvez modifier que vos propres commentaires',
  ISSUE_COMMENT_EDIT_EXPIRED:
    'Un commentaire ne peut être modifié que dans les {minutes} minutes suivant sa publication',
  ISSUE_COMMENT_DELETED: 'Ce commentaire a été supprimé',
  ISSUE_COMMENT_PHOTO_LIMIT: 'Un commentaire accepte au plus {max} photos',
  ISSUE_MENTION_NOT_READER: 'Vous ne pouvez mentionner que les personnes qui voient cette tâche',
  ISSUE_ATTACHMENT_LIMIT: 'Une tâche accepte au plus {max} pièces jointes',
  ISSUE_ATTACHMENT_TYPE: 'Joignez uniquement des photos (JPEG, PNG, WebP) ou des fichiers PDF',
  ISSUE_ATTACHMENT_NOT_FOUND: "Cette pièce jointe n'existe pas sur cette tâche",
  ISSUE_ATTACHMENT_NONE: 'Choisissez au moins une photo ou un fichier PDF à joindre',

  // settings, reports, import
  ISSUE_RANGE_INVALID: 'La date de début ne peut pas être postérieure à la date de fin',
  ISSUE_IMPORT_FILE: 'Envoyez un fichier Excel (.xlsx) ou CSV',
  ISSUE_IMPORT_EMPTY: "Le fichier n'a aucune ligne à importer",
  ISSUE_IMPORT_TOO_MANY: 'Une liste de défauts compte au plus {max} lignes',
  ISSUE_IMPORT_BAD_ROWS: "{count} lignes posent problème : rien n'a été enregistré",
  ISSUE_IMPORT_MISSING_COLUMN: 'Le fichier n’a pas de colonne « {column} »',
  ISSUE_IMPORT_ROW_TITLE: 'Le titre manque ou dépasse {max} caractères',
  ISSUE_IMPORT_ROW_PRIORITY: 'La priorité doit être URGENT, HIGH, NORMAL ou LOW',
  ISSUE_IMPORT_ROW_DATE: "L'échéance doit être une date (YYYY-MM-DD ou DD/MM/YYYY)",
  ISSUE_IMPORT_ROW_UNIT: "Le logement « {unit} » n'existe pas dans cette communauté",
  ISSUE_RANGE_TOO_LONG: 'Le rapport couvre au plus {max} jours',
  ISSUE_IMPORT_ROW_TEXT: 'Les détails doivent compter au plus {max} caractères',
  ISSUE_IMPORT_ROW_LABELS:
    'Au plus {max} étiquettes, séparées par des virgules, de {length} caractères chacune au plus',
};
