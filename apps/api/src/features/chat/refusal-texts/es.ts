import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  CHAT_ROOM_NOT_FOUND: 'No existe esa sala de chat en esta comunidad',
  CHAT_ROOM_REQUIRED: 'Elige una sala (roomID)',
  CHAT_USER_REQUIRED: 'Indica el residente cuya sala abrir (userID)',
  CHAT_NOT_ADMIN: 'Solo los administradores del chat de esta comunidad responden a los residentes',
  CHAT_MEMBER_NOT_FOUND: 'No existe ese miembro en esta comunidad',
  CHAT_STATUS_SAME: 'La sala ya está {status}',
  CHAT_STATUS_OPEN: 'abierta',
  CHAT_STATUS_PENDING: 'pendiente',
  CHAT_STATUS_CLOSED: 'cerrada',
  CHAT_ASSIGNEE_NOT_ADMIN: 'Una sala solo puede asignarse a un administrador del chat',
  CHAT_TOO_FAST: 'Más de {messages} mensajes en {seconds} segundos: espera un momento y vuelve a enviar',
  CHAT_MESSAGE_EMPTY: 'Escribe un mensaje o adjunta un archivo',
  CHAT_ATTACHMENT_UNKNOWN: 'Un adjunto es desconocido, ya se envió o es de otra sala: súbelo de nuevo',
  CHAT_MESSAGE_NOT_FOUND: 'No existe ese mensaje en esta comunidad',
  CHAT_RECALL_NOT_OWN: 'Solo quien lo envió puede retirar un mensaje',
  CHAT_RECALL_DONE: 'Este mensaje ya se retiró',
  CHAT_RECALL_TOO_LATE: 'Un mensaje solo puede retirarse en los {minutes} minutos siguientes al envío',
  CHAT_ATTACHMENT_NOT_FOUND: 'No existe ese adjunto en esta comunidad',
  CHAT_FILE_REQUIRED: 'Envía un archivo en el campo multipart "file"',
  CHAT_ADMIN_NOT_STAFF:
    'Los administradores del chat deben ser personal de la comunidad (PMC o administrador)',
  CHAT_ADMIN_NOT_FOUND: 'Esta persona no es administradora del chat',
  CHAT_LAST_ADMIN: 'No se puede quitar al último administrador del chat: añade otro primero',
  CHAT_TICKET_INVALID: 'El ticket del chat es desconocido, ya se usó o caducó: pide uno nuevo',
};
