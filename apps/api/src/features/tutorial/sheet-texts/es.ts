import type { SheetTexts } from './types';

/** The tutorial progress sheet's words, es. */
export const es: SheetTexts = {
  sheet: 'Progreso de tutoriales',
  headings: {
    name: 'Nombre',
    role: 'Rol',
    unit: 'Unidad',
    title: 'Tutorial',
    kind: 'Tipo',
    firstSeen: 'Visto por primera vez',
    lastSeen: 'Visto por última vez',
    percent: 'Progreso (%)',
    finished: 'Terminado el',
  },
  kind: {
    VIDEO: 'Video',
    GUIDE: 'Guía ilustrada',
    PR: 'Archivo de difusión',
  },
  role: {
    RESIDENT: 'Residente',
    COMMITTEE: 'Comité',
    PMC: 'Personal de PMC',
    ADMIN: 'Administrador',
    GUARD: 'Guardia',
  },
};
