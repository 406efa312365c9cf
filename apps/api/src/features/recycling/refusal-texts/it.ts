import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Italian. */
export const it: Wordings<typeof en> = {
  RECYCLING_KIND_NOT_FOUND: 'In questa comunità non esiste questo tipo di materiale riciclabile',
  RECYCLING_KIND_NAME_TAKEN: 'Questa comunità ha già un tipo chiamato "{name}"',
  RECYCLING_KIND_RETIRED: 'Questo tipo è dismesso e non accetta nuove pesate',
  RECYCLING_UNIT_NOT_FOUND: 'In questa comunità non esiste questa unità',
  RECYCLING_RECORD_NOT_FOUND: 'In questa comunità non esiste questa pesata',
  RECYCLING_RECORD_CANCELLED: 'Questa pesata è già stata annullata',
  RECYCLING_DAY_IN_FUTURE: 'Non si può registrare una pesata per un giorno non ancora arrivato',
  RECYCLING_DAY_TOO_OLD: 'Una pesata si può registrare al massimo per gli ultimi {days} giorni',
};
