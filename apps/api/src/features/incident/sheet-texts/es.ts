import type { SheetTexts } from './types';

/** The incident sheet's words, es. */
export const es: SheetTexts = {
  sheet: 'Incidentes',
  headings: {
    no: 'N.º',
    occurred: 'Ocurrió',
    category: 'Categoría',
    severity: 'Gravedad',
    place: 'Lugar',
    description: 'Descripción',
    status: 'Estado',
    reportedBy: 'Reportado por',
    reported: 'Reportado',
    photos: 'Fotos',
  },
  category: {
    INTRUSION: 'Intrusión',
    THEFT: 'Robo',
    FIRE: 'Incendio',
    MEDICAL: 'Médico',
    ACCIDENT: 'Accidente',
    DAMAGE: 'Daño',
    NOISE: 'Ruido',
    SUSPICIOUS: 'Sospechoso',
    OTHER: 'Otro',
  },
  severity: { LOW: 'Baja', MEDIUM: 'Media', HIGH: 'Alta', CRITICAL: 'Crítica' },
  status: {
    REPORTED: 'Reportado',
    ACKNOWLEDGED: 'Atendido',
    IN_PROGRESS: 'En curso',
    RESOLVED: 'Resuelto',
    CLOSED: 'Cerrado',
    CANCELLED: 'Cancelado',
  },
  cancelReason: { DUPLICATE: 'Duplicado', FALSE_ALARM: 'Falsa alarma' },
};
