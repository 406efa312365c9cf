import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  CHANNEL_NOT_READY: 'Configura prima il canale: il token e il gruppo, la chat o l’indirizzo',
  DELIVERY_NOT_FOUND: 'Invio non trovato',
  DELIVERY_NOT_RETRYABLE: 'Si può ritentare solo un invio FAILED o DEAD',
  PRIVATE_URL: 'L’indirizzo del webhook punta a una rete privata; usa un indirizzo pubblico',
  URL_NOT_FOUND: 'L’host dell’indirizzo del webhook non si trova',
  BAD_EVENTS: 'Il corpo non è un elenco di eventi LINE',
  BAD_SIGNATURE: 'La firma LINE non corrisponde',
  PROVIDER_REFUSED: 'Il fornitore ha rifiutato la richiesta ({status}): controlla il token',
  PROVIDER_UNREACHABLE: 'Il fornitore non è raggiungibile; riprova più tardi',
  TEST_TITLE: 'Prova dalla console della comunità',
  TEST_BODY: 'Gli avvisi d’ufficio di {community} arrivano in questa chat.',
  DIGEST_TITLE: 'Riepilogo del mattino {day}',
  DIGEST_EMPTY: 'Nessuna nuova notifica per il personale da ieri mattina.',
  DIGEST_LINE: '{feature}: {count}',
  DEAD_TITLE: 'Un avviso d’ufficio non è stato consegnato',
  DEAD_BODY: '{kind} ha rinunciato a "{title}" dopo {attempts} tentativi. Apri il registro degli invii.',
};
