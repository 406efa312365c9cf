import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  VMS_VISIT_NOT_FOUND: "Cette visite n'existe pas dans cette communauté",
  VMS_UNIT_NOT_FOUND: "Ce logement n'existe pas dans cette communauté",
  VMS_ALREADY_OUT: 'Ce visiteur est déjà sorti',
  VMS_NOT_INSIDE: 'Aucun visiteur présent ne correspond à ces informations',
  VMS_AMBIGUOUS: '{count} visiteurs présents correspondent ; utilisez le code du ticket',
  VMS_PAYMENT_REQUIRED: 'Le montant est de {amount} bahts : indiquez le mode de paiement',
  VMS_TOO_MANY_STAMPS: 'Une visite a au plus {max} tampons',
  VMS_STAMP_NOT_FOUND: "Ce tampon n'existe pas dans cette communauté",
  VMS_STAMP_NOT_YOURS: "Seul le résident qui a donné le tampon, ou le personnel de l'entrée, peut l'annuler",
  VMS_STAMP_CANCELLED: 'Ce tampon est déjà annulé',
  VMS_EXIT_BEFORE_ENTRY: "La sortie est antérieure à l'entrée",
  VMS_BAD_STAY: 'Impossible de tarifer ce séjour : vérifiez les heures et les tampons',
  VMS_INVALID_ID_NUMBER: "Le numéro du document n'est pas valide : vérifiez-le",
};
