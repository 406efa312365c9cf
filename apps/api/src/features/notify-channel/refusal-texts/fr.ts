import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** French. */
export const fr: Wordings<typeof en> = {
  CHANNEL_NOT_READY: 'Configurez d’abord le canal : son jeton et son groupe, sa discussion ou son adresse',
  DELIVERY_NOT_FOUND: 'Envoi introuvable',
  DELIVERY_NOT_RETRYABLE: 'Seul un envoi FAILED ou DEAD peut être retenté',
  PRIVATE_URL: 'L’adresse du webhook pointe vers un réseau privé ; utilisez une adresse publique',
  URL_NOT_FOUND: 'L’hôte de l’adresse du webhook est introuvable',
  BAD_EVENTS: 'Le corps n’est pas une liste d’événements LINE',
  BAD_SIGNATURE: 'La signature LINE ne correspond pas',
  PROVIDER_REFUSED: 'Le fournisseur a refusé la requête ({status}) : vérifiez le jeton',
  PROVIDER_UNREACHABLE: 'Le fournisseur est injoignable ; réessayez plus tard',
  TEST_TITLE: 'Test depuis la console de la communauté',
  TEST_BODY: 'Les alertes du bureau de {community} arrivent dans cette discussion.',
  DIGEST_TITLE: 'Résumé du matin {day}',
  DIGEST_EMPTY: 'Aucune nouvelle notification du personnel depuis hier matin.',
  DIGEST_LINE: '{feature} : {count}',
  DEAD_TITLE: 'Une alerte du bureau n’a pas pu être délivrée',
  DEAD_BODY: '{kind} a abandonné « {title} » après {attempts} tentatives. Ouvrez le journal des envois.',
};
