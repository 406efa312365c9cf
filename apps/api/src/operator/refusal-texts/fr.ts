import type { Wordings } from '../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  OPERATOR_ONLY:
    "Les commandes d'opérateur ne sont acceptées que depuis cette machine avec le jeton d'opérateur",
  NO_USER_WITH_EMAIL: 'Aucun utilisateur {email}',
  USER_EXISTS: "L'utilisateur {email} existe déjà",
  UNKNOWN_COMMAND: 'Commande inconnue {name}. Commandes : {commands}',
  BAD_ARGUMENTS: '{problems}\nUtilisation : {usage}',
};
