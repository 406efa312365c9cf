import type { SheetTexts } from './types';

/** The service requests sheet's words, fr. */
export const fr: SheetTexts = {
  sheet: 'Demandes de service',
  headings: {
    created: 'Commandée le',
    service: 'Service',
    kind: 'Type',
    vendor: 'Prestataire',
    requester: 'Résident',
    place: 'Lieu',
    note: 'Remarque du résident',
    preferred: 'Jour souhaité',
    status: 'Statut',
    statusNote: 'Remarque sur le statut',
    scheduled: 'Visite',
    rating: 'Évaluation',
    review: 'Commentaire',
  },
  status: {
    REQUESTED: 'Demandée',
    ACCEPTED: 'Acceptée',
    SCHEDULED: 'Planifiée',
    DONE: 'Terminée',
    REJECTED: 'Refusée',
    CANCELLED: 'Annulée',
  },
  kind: {
    CLEANING: 'Ménage',
    AIRCON_WASH: 'Nettoyage de climatiseur',
    MOVING: 'Déménagement',
    OTHER: 'Autre',
  },
};
