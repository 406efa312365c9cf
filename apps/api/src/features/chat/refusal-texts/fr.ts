import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  CHAT_ROOM_NOT_FOUND: 'Aucune conversation de ce type dans cette communauté',
  CHAT_ROOM_REQUIRED: 'Choisissez une conversation (roomID)',
  CHAT_USER_REQUIRED: 'Indiquez le résident dont ouvrir la conversation (userID)',
  CHAT_NOT_ADMIN: 'Seuls les administrateurs du chat de cette communauté répondent aux résidents',
  CHAT_MEMBER_NOT_FOUND: 'Aucun membre de ce type dans cette communauté',
  CHAT_STATUS_SAME: 'La conversation est déjà {status}',
  CHAT_STATUS_OPEN: 'ouverte',
  CHAT_STATUS_PENDING: 'en attente',
  CHAT_STATUS_CLOSED: 'fermée',
  CHAT_ASSIGNEE_NOT_ADMIN: "Une conversation ne peut être confiée qu'à un administrateur du chat",
  CHAT_TOO_FAST: 'Plus de {messages} messages en {seconds} secondes : patientez un instant puis renvoyez',
  CHAT_MESSAGE_EMPTY: 'Écrivez un message ou joignez un fichier',
  CHAT_ATTACHMENT_UNKNOWN:
    'Une pièce jointe est inconnue, déjà envoyée ou d’une autre conversation : téléversez-la à nouveau',
  CHAT_MESSAGE_NOT_FOUND: 'Aucun message de ce type dans cette communauté',
  CHAT_RECALL_NOT_OWN: "Seul l'expéditeur peut retirer un message",
  CHAT_RECALL_DONE: 'Ce message a déjà été retiré',
  CHAT_RECALL_TOO_LATE: "Un message ne peut être retiré que dans les {minutes} minutes suivant l'envoi",
  CHAT_ATTACHMENT_NOT_FOUND: 'Aucune pièce jointe de ce type dans cette communauté',
  CHAT_FILE_REQUIRED: 'Envoyez un fichier dans le champ multipart « file »',
  CHAT_ADMIN_NOT_STAFF:
    'Les administrateurs du chat doivent faire partie du personnel de la communauté (PMC ou administrateur)',
  CHAT_ADMIN_NOT_FOUND: "Cette personne n'est pas administrateur du chat",
  CHAT_LAST_ADMIN: "Le dernier administrateur du chat ne peut pas être retiré : ajoutez-en d'abord un autre",
  CHAT_TICKET_INVALID: 'Le ticket du chat est inconnu, déjà utilisé ou expiré : demandez-en un nouveau',
};
