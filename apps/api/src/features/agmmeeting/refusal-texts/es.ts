import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  AGM_MEETING_NOT_FOUND: 'No existe esa junta en esta comunidad',
  AGM_ITEM_NOT_FOUND: 'No existe ese punto del orden del día en esta comunidad',
  AGM_RULE_NOT_FOUND: 'No existe esa regla en esta comunidad',
  AGM_UNIT_NOT_ON_ROLL: 'Esta unidad no está en el censo de esta junta',
  AGM_PETITION_NOT_FOUND: 'No existe esa petición en esta comunidad',
  AGM_UNIT_NOT_FOUND: 'No existe esa unidad en esta comunidad',
  AGM_NO_VOTE: 'Esta unidad no ha votado en este punto',
  AGM_CANDIDATE_NOT_FOUND: 'Elija solo candidatos de este punto',
  AGM_MEETING_STATE: 'La junta está {state}: no se puede hacer ahora',
  AGM_NOTICE_TOO_LATE:
    'La convocatoria debe llegar a los propietarios al menos {days} días antes de la junta',
  AGM_RECONVENE_TOO_LATE:
    'Una junta reconvocada se celebra dentro de los {days} días siguientes a la primera',
  AGM_RECONVENE_NOT_NEEDED:
    'Esta junta tuvo quórum y ningún punto de mitad de todos los votos fracasó: no hay nada que reconvocar',
  AGM_ALREADY_RECONVENED:
    'Una asamblea solo se vuelve a convocar una vez: esta ya es una asamblea reconvocada o ya se volvió a convocar',
  AGM_ROLL_EMPTY: 'Primero tome el censo: esta junta no tiene unidades en su censo',
  AGM_ROLL_LOCKED: 'El censo queda fijado una vez abierta la junta',
  AGM_RULE_LOCKED: 'Hay una junta en sesión que usa esta regla: cámbiela después',
  AGM_RULE_NOT_FOR_COMMUNITY: 'Esta regla no se aplica a este tipo de comunidad',
  AGM_ITEM_NOT_PENDING: 'Este punto ya se ha abierto',
  AGM_ITEM_NOT_OPEN: 'Este punto no está abierto a votación',
  AGM_ITEM_CLOSED: 'La votación de este punto ha terminado',
  AGM_ANOTHER_ITEM_OPEN: 'Cierre primero el punto abierto',
  AGM_ORDER_MISMATCH: 'Indique cada punto de la junta una vez',
  AGM_NO_QUORUM: 'La junta no tiene quórum: no se pueden abrir puntos',
  AGM_NOT_OWNER: 'Solo el propietario de la unidad o su apoderado registrado puede hacerlo',
  AGM_NOT_PRESENT: 'Registre primero la asistencia de la unidad',
  AGM_NOT_ELIGIBLE: 'Esta unidad no puede votar en esta junta',
  AGM_ALREADY_CHECKED_IN: 'Esta unidad ya registró su asistencia',
  AGM_PROXY_LIMIT: 'Un apoderado puede representar como máximo {max} unidades',
  AGM_FILE_TYPE: 'Adjunte un PDF o una imagen (JPEG, PNG o WebP)',
  AGM_CHOICE_KIND: 'Una resolución admite A FAVOR, EN CONTRA o ABSTENCIÓN; una elección admite candidatos',
  AGM_TOO_MANY_CANDIDATES: 'Elija como máximo {seats} candidatos',
  AGM_MINUTES_LOCKED: 'El acta está publicada y ya no puede cambiar',
  AGM_ALREADY_SIGNED: 'Sus unidades ya firmaron esta petición',
  AGM_PETITION_CLOSED: 'Esta petición ya no admite firmas',
};
