import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  CHANNEL_NOT_READY: 'Configura primero el canal: su token y su grupo, chat o dirección',
  DELIVERY_NOT_FOUND: 'No existe ese envío',
  DELIVERY_NOT_RETRYABLE: 'Solo se puede reintentar un envío FAILED o DEAD',
  PRIVATE_URL: 'La dirección del webhook apunta a una red privada; usa una dirección pública',
  URL_NOT_FOUND: 'No se encuentra el host de la dirección del webhook',
  BAD_EVENTS: 'El cuerpo no es una lista de eventos de LINE',
  BAD_SIGNATURE: 'La firma de LINE no coincide',
  PROVIDER_REFUSED: 'El proveedor rechazó la solicitud ({status}): revisa el token',
  PROVIDER_UNREACHABLE: 'No se pudo contactar con el proveedor; inténtalo más tarde',
  TEST_TITLE: 'Prueba desde la consola de la comunidad',
  TEST_BODY: 'Los avisos de la oficina de {community} llegan a este chat.',
  DIGEST_TITLE: 'Resumen de la mañana {day}',
  DIGEST_EMPTY: 'No hay notificaciones nuevas para el personal desde ayer por la mañana.',
  DIGEST_LINE: '{feature}: {count}',
  DEAD_TITLE: 'No se pudo entregar un aviso de la oficina',
  DEAD_BODY: '{kind} abandonó "{title}" tras {attempts} intentos. Abre el registro de envíos.',
};
