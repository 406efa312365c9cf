import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  BUILDING_NOT_FOUND: 'Bâtiment introuvable dans cette résidence',
  BUILDING_EXISTS: 'Il existe déjà un bâtiment nommé {name}',
  BUILDING_NOT_EMPTY: "{name} compte encore {count} logements ; déplacez-les d'abord",
  UNITS_ABOVE_FLOORS:
    "Des logements existent à l'étage {floor} ; le nombre d'étages ne peut pas être inférieur",
  FLOOR_OUT_OF_RANGE: "l'étage {floor} dépasse les {floors} étages de {building}",
  UNKNOWN_BUILDING: "buildingID n'est pas un bâtiment de cette résidence",
  UNIT_NOT_FOUND: "Il n'y a pas de logement {unitNo} dans cette résidence",
  NO_SUCH_UNIT: 'Logement introuvable dans cette résidence',
  NO_SUCH_UNITS: 'Logement introuvable : {unitNos}',
  UNIT_EXISTS: 'Le logement {unitNo} existe déjà',
  UNITS_ADDED_MEANWHILE:
    "Une autre importation ou modification a ajouté certains de ces logements entre-temps ; rien n'a été enregistré",
  IMPORT_INVALID:
    "{count} problème(s) dans le fichier, rien n'a été enregistré. Ligne {row}, {field} : {problem}",
  UNIT_IMPORT_SHEET_EMPTY: 'La feuille est vide',
  UNIT_IMPORT_NO_UNIT_COLUMN: "La ligne d'en-tête n'a pas de colonne « {column} » ; partez du modèle",
  UNIT_IMPORT_NO_BUILDING: "Il n'y a pas de bâtiment « {building} » ; ajoutez-le d'abord",
  UNIT_IMPORT_FLOOR_ABOVE: "l'étage {floor} dépasse les {floors} étages de {building}",
  UNIT_IMPORT_DUPLICATE_IN_FILE: '{unitNo} figure aussi à la ligne {row}',
  UNIT_IMPORT_UNIT_EXISTS: 'Le logement {unitNo} existe déjà',
  UNIT_IMPORT_TOO_MANY_ROWS: 'Le fichier contient {rows} logements ; importez-en au plus {max} à la fois',
  UNIT_IMPORT_NO_ROWS: "La feuille n'a aucun logement sous l'en-tête",
  UNIT_IMPORT_MORE_PROBLEMS: '…et {count} autres problèmes',
  CAR_EXISTS: '{plateNo} {province} est déjà enregistré',
  CAR_NOT_FOUND: 'Véhicule introuvable dans cette résidence',
  MEMBER_NOT_FOUND: "{email} n'est pas membre de cette résidence",
  UNIT_MEMBER_NOT_FOUND: "{email} n'est pas membre du logement {unitNo}",
  SELF_CHANGE:
    'Vous ne pouvez pas modifier votre propre rôle ni votre adhésion ; demandez à un autre administrateur',
  ADMIN_ONLY: 'Seul un rôle autorisé à modifier les paramètres peut attribuer ou retirer le rôle ADMIN',
  ADMIN_INVITE_ONLY: 'Seul un rôle autorisé à modifier les paramètres peut inviter un ADMIN',
  NO_UNITS: "Il n'y a aucun logement à inviter",
  TOO_MANY_CODES: 'Au plus {max} codes à la fois ; choisissez moins de logements',
  INVITATION_INVALID: "Ce code d'invitation n'est pas valide. Vérifiez-le et réessayez.",
  INVITATION_USED: "Ce code d'invitation a déjà été utilisé. Demandez-en un nouveau au bureau.",
  INVITATION_EXPIRED: "Ce code d'invitation a expiré. Demandez-en un nouveau au bureau.",
  INVITATION_REVOKED: "Ce code d'invitation a été annulé par le bureau. Demandez-en un nouveau.",
  SIGNUP_INVALID:
    '{problems} (ou connectez-vous et envoyez votre jeton pour rejoindre avec un compte existant)',
  EMAIL_TAKEN_SIGN_IN_TO_REDEEM:
    'Un compte existe déjà avec cet e-mail. Connectez-vous, puis utilisez le code.',
  ALREADY_IN_UNIT: 'Vous êtes déjà membre du logement {unitNo}',
};
