import type { SheetTexts } from './types';

/** The service requests sheet's words, es. */
export const es: SheetTexts = {
  sheet: 'Solicitudes de servicio',
  headings: {
    created: 'Pedida el',
    service: 'Servicio',
    kind: 'Tipo',
    vendor: 'Proveedor',
    requester: 'Residente',
    place: 'Lugar',
    note: 'Nota del residente',
    preferred: 'Día preferido',
    status: 'Estado',
    statusNote: 'Nota del estado',
    scheduled: 'Visita',
    rating: 'Valoración',
    review: 'Comentario',
  },
  status: {
    REQUESTED: 'Solicitada',
    ACCEPTED: 'Aceptada',
    SCHEDULED: 'Programada',
    DONE: 'Terminada',
    REJECTED: 'Rechazada',
    CANCELLED: 'Cancelada',
  },
  kind: {
    CLEANING: 'Limpieza',
    AIRCON_WASH: 'Lavado de aire acondicionado',
    MOVING: 'Mudanza',
    OTHER: 'Otro',
  },
};
