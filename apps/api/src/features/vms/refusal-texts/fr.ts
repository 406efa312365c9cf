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
  VMS_COUPON_BATCH_NOT_FOUND: 'Aucun lot de coupons de ce type dans cette communauté',
  VMS_COUPON_NOT_FOUND: 'Aucun coupon de ce code dans cette communauté',
  VMS_COUPON_MOVE_NOT_ALLOWED: 'Impossible de faire {action} sur un lot de coupons à l’état {state}',
  VMS_COUPON_REASON_REQUIRED: 'Indiquez un motif',
  VMS_COUPON_NOT_SET_UP:
    'Les coupons de stationnement ne sont pas encore configurés : fixez d’abord le prix et le bénéficiaire',
  VMS_COUPON_BAD_PAYEE: 'L’identifiant PromptPay n’est pas valide pour son type',
  VMS_COUPON_OWNER_CANNOT_ORDER: 'Cette unité ne peut pas commander de coupons de stationnement',
  VMS_COUPON_QUOTA_EXCEEDED: 'Cette unité peut commander {quota} coupons par mois ; il en reste {left}',
  VMS_COUPON_DUE_PAST: 'La date d’échéance est déjà passée',
  VMS_COUPON_SLIP_REQUIRED: 'Joignez une photo du justificatif de paiement',
  VMS_COUPON_CANCEL_STAFF_ONLY: 'Une fois le paiement demandé, seul le bureau peut annuler le lot',
  VMS_COUPON_USED: 'Ce coupon a déjà été utilisé',
  VMS_COUPON_CANCELLED: 'Ce coupon est annulé',
  VMS_COUPON_EXPIRED: 'Ce coupon a expiré',
  VMS_REPORT_RANGE_REVERSED: 'La période se termine avant de commencer',
  VMS_REPORT_RANGE_TOO_LONG: 'Un rapport couvre au plus {max} jours',
  VMS_REPORT_MONTH_AHEAD: "Ce mois n'a pas encore commencé",
  VMS_REPORT_NO_RECIPIENTS: "Ajoutez d'abord au moins un destinataire",
  VMS_REPORT_SHEET_TOO_BIG:
    'La période compte {count} visites ; un tableur en contient au plus {max}. Choisissez moins de jours',
};
