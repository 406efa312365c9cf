import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  CHAT_ROOM_NOT_FOUND: 'Nessuna chat di questo tipo in questa comunità',
  CHAT_ROOM_REQUIRED: 'Scegli una chat (roomID)',
  CHAT_USER_REQUIRED: 'Indica il residente di cui aprire la chat (userID)',
  CHAT_NOT_ADMIN: 'Solo gli amministratori della chat di questa comunità rispondono ai residenti',
  CHAT_MEMBER_NOT_FOUND: 'Nessun membro di questo tipo in questa comunità',
  CHAT_STATUS_SAME: 'La chat è già {status}',
  CHAT_STATUS_OPEN: 'aperta',
  CHAT_STATUS_PENDING: 'in sospeso',
  CHAT_STATUS_CLOSED: 'chiusa',
  CHAT_ASSIGNEE_NOT_ADMIN: 'Una chat può essere assegnata solo a un amministratore della chat',
  CHAT_TOO_FAST: 'Più di {messages} messaggi in {seconds} secondi: attendi un momento e invia di nuovo',
  CHAT_MESSAGE_EMPTY: 'Scrivi un messaggio o allega un file',
  CHAT_ATTACHMENT_UNKNOWN: "Un allegato è sconosciuto, già inviato o di un'altra chat: caricalo di nuovo",
  CHAT_MESSAGE_NOT_FOUND: 'Nessun messaggio di questo tipo in questa comunità',
  CHAT_RECALL_NOT_OWN: 'Solo il mittente può ritirare un messaggio',
  CHAT_RECALL_DONE: 'Questo messaggio è già stato ritirato',
  CHAT_RECALL_TOO_LATE: "Un messaggio può essere ritirato solo entro {minutes} minuti dall'invio",
  CHAT_ATTACHMENT_NOT_FOUND: 'Nessun allegato di questo tipo in questa comunità',
  CHAT_FILE_REQUIRED: 'Invia un file nel campo multipart "file"',
  CHAT_ADMIN_NOT_STAFF:
    'Gli amministratori della chat devono essere personale della comunità (PMC o amministratore)',
  CHAT_ADMIN_NOT_FOUND: 'Questa persona non è amministratore della chat',
  CHAT_LAST_ADMIN: "L'ultimo amministratore della chat non può essere rimosso: aggiungine prima un altro",
  CHAT_TICKET_INVALID: 'Il ticket della chat è sconosciuto, già usato o scaduto: richiedine uno nuovo',
};
