import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  invalid_grant: "La connexion n'a pas été acceptée",
  WRONG_CREDENTIALS: "L'e-mail ou le mot de passe est incorrect",
  REFRESH_TOKEN_INVALID: "Le jeton d'actualisation n'est pas valide",
  SESSION_ENDED: 'Cette session est terminée. Reconnectez-vous.',
  REFRESH_TOKEN_EXPIRED: "Le jeton d'actualisation a expiré",
  REFRESH_TOKEN_REUSED:
    "Ce jeton d'actualisation a déjà été utilisé ; la session a été fermée. Reconnectez-vous.",
  EMAIL_TAKEN: 'Un compte existe déjà avec cet e-mail',
  EMAIL_IN_USE: 'Un autre compte utilise déjà cet e-mail',
  INVALID_RESET_TOKEN: 'Ce lien de réinitialisation a expiré ou a déjà été utilisé. Demandez-en un nouveau.',
  USER_NOT_FOUND: "Ce compte n'existe plus",
  NOT_A_MEMBER: "Vous n'êtes pas membre de cette résidence",
  NOT_YOURSELF: 'Un transfert ne peut être créé que pour vous-même',
  INVALID_HANDOVER: 'Ce transfert a expiré ou a déjà été utilisé',
  NO_LONGER_MEMBER: "Vous n'êtes plus membre de cette résidence",
  ACCOUNT_DISABLED: "Ce compte a été désactivé. Contactez l'administrateur.",
  WRONG_PASSWORD: 'Le mot de passe actuel est incorrect',
  INVALID_CODE: "Le code de vérification n'est pas correct",
  CODE_EXPIRED: 'Le code de vérification a expiré. Demandez-en un nouveau.',
  IDENTITY_IN_USE: 'Un autre compte se connecte déjà avec ceci',
  IDENTITY_ALREADY_YOURS: 'Vous vous connectez déjà avec ceci',
  PRIMARY_IDENTITY: "L'e-mail principal du compte ne peut pas être retiré ; modifiez-le dans le profil",
  IDENTITY_NOT_FOUND: 'Vous ne vous connectez pas avec ceci',
  LAST_IDENTITY: "C'est votre seul moyen de connexion ; ajoutez-en un autre avant de le retirer",
  PROFILE_NOT_FOUND: "Cette personne n'est pas membre de la communauté",
  SOCIAL_CODE_INVALID: 'Ce lien de connexion a expiré ou a déjà été utilisé. Connectez-vous à nouveau.',
  SOCIAL_NOT_CONFIGURED: "La connexion avec ce fournisseur n'est pas configurée",
  SOCIAL_STATE_MISMATCH:
    "Cette connexion n'a pas commencé dans ce navigateur ou a expiré. Recommencez depuis la page de connexion.",
};
