import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  OPERATOR_TOKEN_NEEDED: 'Seul l’opérateur de la plateforme peut publier une version de l’application',
  NO_SUCH_VERIFICATION: 'Demande de code introuvable',
  SMS_CODE_EXPIRED: 'Le code a expiré ; demandez-en un nouveau',
  CODE_USED: 'Ce code a déjà été utilisé',
  TOO_MANY_TRIES: 'Trop de codes erronés ; demandez-en un nouveau',
  WRONG_CODE: 'Le code n’est pas bon',
  SMS_TEXT: 'Votre code de vérification est {code}. Il expire dans 5 minutes.',
  BAD_WINDOW: 'La fenêtre de maintenance doit finir après son début',
};
