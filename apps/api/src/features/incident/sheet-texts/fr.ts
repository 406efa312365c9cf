import type { SheetTexts } from './types';

/** The incident sheet's words, fr. */
export const fr: SheetTexts = {
  sheet: 'Incidents',
  headings: {
    no: 'N°',
    occurred: 'Survenu',
    category: 'Catégorie',
    severity: 'Gravité',
    place: 'Lieu',
    description: 'Description',
    status: 'Statut',
    reportedBy: 'Signalé par',
    reported: 'Signalé',
    photos: 'Photos',
  },
  category: {
    INTRUSION: 'Intrusion',
    THEFT: 'Vol',
    FIRE: 'Incendie',
    MEDICAL: 'Médical',
    ACCIDENT: 'Accident',
    DAMAGE: 'Dégât',
    NOISE: 'Bruit',
    SUSPICIOUS: 'Suspect',
    OTHER: 'Autre',
  },
  severity: { LOW: 'Faible', MEDIUM: 'Moyenne', HIGH: 'Élevée', CRITICAL: 'Critique' },
  status: {
    REPORTED: 'Signalé',
    ACKNOWLEDGED: 'Pris en compte',
    IN_PROGRESS: 'En cours',
    RESOLVED: 'Résolu',
    CLOSED: 'Clos',
    CANCELLED: 'Annulé',
  },
  cancelReason: { DUPLICATE: 'Doublon', FALSE_ALARM: 'Fausse alerte' },
};
