import type { SheetTexts } from './types';

/** The tutorial progress sheet's words, fr. */
export const fr: SheetTexts = {
  sheet: 'Progression des tutoriels',
  headings: {
    name: 'Nom',
    role: 'Rôle',
    unit: 'Logement',
    title: 'Tutoriel',
    kind: 'Type',
    firstSeen: 'Première consultation',
    lastSeen: 'Dernière consultation',
    percent: 'Progression (%)',
    finished: 'Terminé le',
  },
  kind: {
    VIDEO: 'Vidéo',
    GUIDE: 'Guide illustré',
    PR: 'Fichier de communication',
  },
  role: {
    RESIDENT: 'Résident',
    COMMITTEE: 'Comité',
    PMC: 'Personnel PMC',
    ADMIN: 'Administrateur',
    GUARD: 'Gardien',
  },
};
