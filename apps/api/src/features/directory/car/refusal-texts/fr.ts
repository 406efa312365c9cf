import type { Wordings } from '../../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  CAR_NOT_WAITING:
    'Cette demande est {state} ; seule une demande en attente peut être approuvée, refusée ou modifiée',
  CAR_NOT_APPROVED: 'Ce véhicule est {state} ; seul un véhicule approuvé reçoit un autocollant ou se modifie',
  CAR_ALREADY_CLOSED: 'Ce véhicule est déjà {state}',
  CAR_LIMIT_REACHED:
    'Le logement {unitNo} a déjà {limit} {type} approuvés ; retirez-en un ou relevez la limite dans la politique',
  CAR_PLATE_TAKEN: 'La plaque {plateNo} {province} est déjà enregistrée pour un véhicule actif',
  CAR_NOT_YOURS: 'Vous ne pouvez enregistrer et modifier des véhicules que pour vos logements',
  CAR_OWNERS_ONLY: 'Seuls les propriétaires du logement peuvent enregistrer ses véhicules',
  CAR_STAFF_ONLY: "Dans cette communauté, c'est le bureau qui enregistre les véhicules",
  CAR_UNIT_UNKNOWN: "Le logement {unitNo} n'est pas dans cette communauté",
  CAR_RECORD_NOT_FOUND: "Ce véhicule n'existe pas dans cette communauté",
  CAR_SHEET_PROBLEMS: '{count} problèmes dans la feuille, rien enregistré. Ligne {row}, {field} : {problem}',
  CAR_SHEET_EMPTY: "La feuille n'a aucun véhicule sous l'en-tête",
  CAR_SHEET_NO_COLUMN: "L'en-tête n'a pas de colonne « {column} » ; utilisez le modèle",
  CAR_SHEET_UNREADABLE: "Le fichier n'est ni un classeur .xlsx ni un CSV UTF-8",
  CAR_SHEET_TOO_MANY: 'La feuille a {rows} lignes ; au plus {max} à la fois',
  CAR_SHEET_BAD_PROVINCE: "n'est pas une province",
  CAR_SHEET_BAD_PLATE: 'une plaque finit par des chiffres, p. ex. กข 1234',
  CAR_SHEET_BAD_TYPE: 'CAR ou MOTORCYCLE',
  CAR_SHEET_NO_UNIT: 'logement inconnu',
  CAR_SHEET_DUPLICATE: 'même plaque que la ligne {row}',
  CAR_SHEET_TAKEN: 'déjà enregistrée',
  CAR_SHEET_OVER_LIMIT: 'plus que le logement ne peut en avoir',
  CAR_SHEET_TOO_LONG: 'au plus {max} caractères',
  CAR_STATE_WAITING: 'en attente',
  CAR_STATE_APPROVED: 'approuvé',
  CAR_STATE_REJECTED: 'refusé',
  CAR_STATE_CANCELLED: 'annulé',
  CAR_DOCUMENTS_MISSING: 'Cette copropriété demande ces documents avec une demande de véhicule : {kinds}',
  CAR_DOCUMENT_NOT_OURS: 'Un document doit être un fichier envoyé pour les véhicules de cette copropriété',
  CAR_DOCUMENT_NO_FILE: 'Joignez une image ou un PDF dans le champ « file »',
  CAR_DOCUMENT_REGISTRATION_BOOK: 'carte grise',
  CAR_DOCUMENT_ID_CARD: "carte d'identité",
  CAR_DOCUMENT_LEASE: 'bail',
};
