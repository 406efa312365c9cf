import type { SheetTexts } from './types';

/** The tutorial progress sheet's words, it. */
export const it: SheetTexts = {
  sheet: 'Avanzamento tutorial',
  headings: {
    name: 'Nome',
    role: 'Ruolo',
    unit: 'Unità',
    title: 'Tutorial',
    kind: 'Tipo',
    firstSeen: 'Prima visione',
    lastSeen: 'Ultima visione',
    percent: 'Avanzamento (%)',
    finished: 'Completato il',
  },
  kind: {
    VIDEO: 'Video',
    GUIDE: 'Guida illustrata',
    PR: 'File PR',
  },
  role: {
    RESIDENT: 'Residente',
    COMMITTEE: 'Comitato',
    PMC: 'Personale PMC',
    ADMIN: 'Amministratore',
    GUARD: 'Guardia',
  },
};
