import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  BILLING_BILL_NOT_FOUND: "Cette facture n'existe pas dans cette communauté",
  BILLING_UNIT_NOT_FOUND: "Ce logement n'existe pas dans cette communauté",
  BILLING_BUILDING_NOT_FOUND: "Ce bâtiment n'existe pas dans cette communauté",
  BILLING_ACCOUNT_NOT_FOUND: "Ce compte n'existe pas dans cette communauté",
  BILLING_RUN_NOT_FOUND: "Cette émission de factures n'existe pas dans cette communauté",
  BILLING_BILL_STALE: "Quelqu'un a modifié cette facture après son ouverture : rechargez-la et réessayez",
  BILLING_BILL_NOT_CHANGEABLE:
    'Cette facture est {status} ; seuls un brouillon ou une facture émise impayée peuvent être modifiés',
  BILLING_BILL_NOT_RECALLABLE:
    'Cette facture est {status} ; seule une facture émise impayée peut être annulée',
  BILLING_BILL_NOTHING_TO_PAY: "Cette facture est {status} ; il n'y a rien à payer",
  BILLING_BILL_EXISTS: 'Le logement {unitNo} a déjà une facture pour {period}',
  BILLING_NO_LINES:
    'Les réglages ne donnent aucune ligne au logement {unitNo} : saisissez les lignes ou réglez les charges',
  BILLING_PROMPTPAY_ID_INVALID: "Ce n'est pas un identifiant PromptPay valide de ce type",
  BILLING_NO_PROMPTPAY: "Ajoutez d'abord un compte PromptPay dans les préférences de facturation",
  BILLING_STATUS_DRAFT: 'un brouillon',
  BILLING_STATUS_ISSUED: 'émise',
  BILLING_STATUS_PARTIALLY_PAID: 'payée en partie',
  BILLING_STATUS_PAID: 'payée',
  BILLING_STATUS_RECALLED: 'annulée',
  BILLING_EVIDENCE_NOT_FOUND: "Ce paiement n'existe pas dans cette communauté",
  BILLING_SLIP_USED: 'Ce justificatif a déjà été envoyé pour {bill} : un justificatif ne paie qu’une fois',
  BILLING_SLIP_IMAGE_REQUIRED:
    'Envoyez le justificatif en image JPEG ou PNG dans le champ image du formulaire',
  BILLING_SLIP_IMAGE_TYPE: 'Le justificatif doit être une image JPEG ou PNG',
  BILLING_SLIP_TOO_LARGE: 'L’image du justificatif ne peut dépasser 5 Mo',
  BILLING_EVIDENCE_NOT_DELETABLE:
    'Ce paiement est {status} ; seul un paiement au guichet en attente de vérification peut être supprimé',
  BILLING_EVIDENCE_NOT_DECIDABLE:
    'Ce paiement est {status} ; seul un paiement envoyé peut être vérifié ou refusé',
  BILLING_NOT_A_VERIFIER: 'Vous n’êtes pas sur la liste des vérificateurs de paiements',
  BILLING_OWN_PAYMENT: 'Vous avez enregistré ce paiement vous-même : une autre personne doit le vérifier',
  BILLING_VERIFIER_NOT_MEMBER:
    "Cet utilisateur n'est pas un membre de la communauté pouvant approuver les paiements",
  BILLING_EVIDENCE_SUBMITTED: 'en attente de vérification',
  BILLING_EVIDENCE_VERIFIED: 'vérifié',
  BILLING_EVIDENCE_REJECTED: 'refusé',
  BILLING_RECEIPT_NOT_FOUND: 'Ce reçu n’existe pas dans cette communauté',
  BILLING_RECEIPT_CANCELLED: 'Ce reçu a été annulé ; un reçu annulé ne peut pas changer',
  BILLING_MESSAGE_NOT_FOUND: 'Ce message n’existe pas dans cette communauté',
  BILLING_MESSAGE_NO_RECIPIENTS: 'Ce message n’atteint aucun logement : {audience}. Rien n’a été envoyé',
  BILLING_MESSAGE_RECALLED: 'Ce message est déjà retiré ; un message retiré ne peut pas l’être à nouveau',
  BILLING_AUDIENCE_ALL: 'la communauté n’a encore aucun logement',
  BILLING_AUDIENCE_BUILDINGS: 'les bâtiments choisis n’ont aucun logement',
  BILLING_AUDIENCE_UNITS: 'aucun logement n’a été choisi',
  BILLING_AUDIENCE_DEBTORS:
    'aucun logement n’a aujourd’hui de facture en retard (d’au moins le montant minimum)',
  BILLING_EVIDENCE_NOT_VERIFIED:
    "Ce paiement est {status} ; un reçu n'est réémis que pour un paiement vérifié",
  BILLING_RECEIPT_IN_FORCE: "Ce paiement a déjà un reçu en vigueur : annulez-le avant d'en émettre un autre",
  BILLING_RECEIPT_NO_CHANGE: "Indiquez le nom, l'adresse ou le numéro fiscal du payeur à modifier",
  BILLING_IMPORT_FILE_REQUIRED: 'Envoyez la feuille en fichier .xlsx dans le champ file du formulaire',
  BILLING_IMPORT_NOT_XLSX: 'Le fichier n’est pas un classeur Excel (.xlsx) : partez du modèle',
  BILLING_IMPORT_HEADINGS: 'Il manque à la feuille les colonnes {columns} : partez du modèle',
  BILLING_IMPORT_EMPTY: 'La feuille n’a aucune ligne à importer',
  BILLING_IMPORT_TOO_LARGE: 'Une feuille peut avoir au plus {max} lignes',
  BILLING_IMPORT_ROWS_INVALID: '{bad} lignes sur {total} posent problème : rien n’a été importé',
  BILLING_IMPORT_ROW_REQUIRED: '{column} est obligatoire',
  BILLING_IMPORT_ROW_UNIT: 'Il n’y a pas de lot {unitNo} dans cette communauté',
  BILLING_IMPORT_ROW_PERIOD: '{column} doit être un mois au format YYYY-MM, p. ex. 2026-10',
  BILLING_IMPORT_ROW_READING:
    '{column} doit être un relevé de compteur : un nombre de 6 chiffres et 3 décimales au plus',
  BILLING_IMPORT_ROW_PAIR: '{column} demande aussi l’autre relevé du même compteur',
  BILLING_IMPORT_ROW_BACKWARDS: '{column} {current} est inférieur au relevé précédent {previous}',
  BILLING_IMPORT_ROW_AMOUNT:
    '{column} doit être un montant en bahts, positif ou nul, avec 2 décimales au plus',
  BILLING_IMPORT_ROW_EXTRA: 'Une ligne supplémentaire demande son libellé et son montant',
  BILLING_IMPORT_ROW_DUPLICATE: 'Le lot {unitNo} pour {period} figure déjà à la ligne {row}',
  BILLING_IMPORT_ROW_BILLED:
    'Le lot {unitNo} a déjà une facture pour {period} qui est {status} ; seul un brouillon peut être remplacé',
  BILLING_IMPORT_ROW_TEXT_LONG: '{column} peut compter au plus {max} caractères',
  BILLING_IMPORT_ROW_NO_LINES:
    'Cette ligne ne donne aucune ligne au lot {unitNo} : indiquez des relevés ou une ligne supplémentaire, ou réglez les charges',
  BILLING_PRINT_NONE: 'Aucune facture à imprimer : la sélection ne contient aucune facture émise ou payée',
  BILLING_PRINT_TOO_MANY:
    '{count} factures correspondent ; imprimez-en au plus {max} à la fois : resserrez le filtre',
  BILLING_EVIDENCE_PRINT_NONE: 'Aucun paiement à imprimer pour cette sélection',
  BILLING_EVIDENCE_PRINT_TOO_MANY:
    '{count} paiements correspondent ; imprimez-en au plus {max} à la fois : choisissez un jour',
};
