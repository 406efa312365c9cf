import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  LOSSERVICES_SERVICE_NOT_FOUND: "Ce service n'existe pas dans cette communauté",
  LOSSERVICES_SERVICE_OFF: "Ce service n'est pas proposé pour le moment",
  LOSSERVICES_PARTNER_NOT_FOUND: "Ce partenaire n'existe pas",
  LOSSERVICES_NO_PARTNER_WITH_ID: 'Aucun partenaire {id}',
  LOSSERVICES_REQUEST_NOT_FOUND: "Cette demande de service n'existe pas dans cette communauté",
  LOSSERVICES_MOVE_NOT_ALLOWED: 'Une demande {from} ne peut pas devenir {to}',
  LOSSERVICES_SCHEDULE_NEEDS_TIME: "Indiquez la date et l'heure de la visite pour la planifier",
  LOSSERVICES_REJECT_NEEDS_NOTE: 'Indiquez pourquoi la demande est refusée',
  LOSSERVICES_NOT_YOUR_REQUEST: 'Seul le résident qui a fait cette demande peut le faire',
  LOSSERVICES_REVIEW_NOT_DONE: "Une demande ne peut être notée qu'une fois terminée",
  LOSSERVICES_ALREADY_REVIEWED: 'Cette demande a déjà été notée',
  LOSSERVICES_LINK_NOT_VALID: "Ce lien n'est pas valide : ouvrez celui de l'e-mail reçu",
};
