import type { SheetTexts } from './types';

/** The incident sheet's words, it. */
export const it: SheetTexts = {
  sheet: 'Incidenti',
  headings: {
    no: 'N.',
    occurred: 'Avvenuto',
    category: 'Categoria',
    severity: 'Gravità',
    place: 'Luogo',
    description: 'Descrizione',
    status: 'Stato',
    reportedBy: 'Segnalato da',
    reported: 'Segnalato',
    photos: 'Foto',
  },
  category: {
    INTRUSION: 'Intrusione',
    THEFT: 'Furto',
    FIRE: 'Incendio',
    MEDICAL: 'Medico',
    ACCIDENT: 'Incidente stradale',
    DAMAGE: 'Danno',
    NOISE: 'Rumore',
    SUSPICIOUS: 'Sospetto',
    OTHER: 'Altro',
  },
  severity: { LOW: 'Bassa', MEDIUM: 'Media', HIGH: 'Alta', CRITICAL: 'Critica' },
  status: {
    REPORTED: 'Segnalato',
    ACKNOWLEDGED: 'Preso in carico',
    IN_PROGRESS: 'In corso',
    RESOLVED: 'Risolto',
    CLOSED: 'Chiuso',
    CANCELLED: 'Annullato',
  },
  cancelReason: { DUPLICATE: 'Duplicato', FALSE_ALARM: 'Falso allarme' },
};
