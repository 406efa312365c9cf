import type { SheetTexts } from './types';

/** The service requests sheet's words, it. */
export const it: SheetTexts = {
  sheet: 'Richieste di servizio',
  headings: {
    created: 'Ordinata il',
    service: 'Servizio',
    kind: 'Tipo',
    vendor: 'Fornitore',
    requester: 'Residente',
    place: 'Luogo',
    note: 'Nota del residente',
    preferred: 'Giorno preferito',
    status: 'Stato',
    statusNote: 'Nota sullo stato',
    scheduled: 'Visita',
    rating: 'Valutazione',
    review: 'Commento',
  },
  status: {
    REQUESTED: 'Richiesta',
    ACCEPTED: 'Accettata',
    SCHEDULED: 'Programmata',
    DONE: 'Completata',
    REJECTED: 'Rifiutata',
    CANCELLED: 'Annullata',
  },
  kind: {
    CLEANING: 'Pulizie',
    AIRCON_WASH: 'Lavaggio condizionatore',
    MOVING: 'Trasloco',
    OTHER: 'Altro',
  },
};
