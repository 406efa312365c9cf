import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  // groups and tasks
  ISSUE_GROUP_NOT_FOUND: 'No existe ese grupo en esta comunidad',
  ISSUE_GROUP_NAME_TAKEN: 'Ya existe un grupo llamado "{name}"',
  ISSUE_GROUP_HAS_CURRENT:
    'Este grupo aún tiene {count} tareas en curso: ciérralas o muévelas antes de archivarlo',
  ISSUE_GROUP_ARCHIVED: 'Este grupo está archivado',
  ISSUE_MEMBER_NOT_STAFF:
    'Solo el personal y el comité de esta comunidad pueden ser miembros de un grupo privado',
  ISSUE_TASK_NOT_FOUND: 'No existe esa tarea en esta comunidad',
  ISSUE_TASK_STALE:
    'Alguien cambió esta tarea después de que la abrieras: vuelve a cargarla e inténtalo de nuevo',
  ISSUE_TASK_CLOSED_UPDATE: 'La tarea {number} está cerrada: reábrela antes de cambiarla',
  ISSUE_TASK_CLOSED_MOVE: 'La tarea {number} está cerrada: reábrela antes de moverla',
  ISSUE_TASK_ALREADY_CLOSED: 'La tarea {number} ya está cerrada',
  ISSUE_TASK_NOT_CLOSED: 'La tarea {number} no está cerrada: solo se puede reabrir una tarea cerrada',
  ISSUE_TASK_SAME_GROUP: 'La tarea {number} ya está en este grupo',
  ISSUE_ASSIGNEE_NOT_STAFF: 'Las tareas solo se pueden asignar al personal y al comité de esta comunidad',
  ISSUE_PLACE_NOT_FOUND: 'No existe ese edificio o unidad en esta comunidad',

  // comments, reactions, attachments
  ISSUE_COMMENT_NOT_FOUND: 'No existe ese comentario en esta tarea',
  ISSUE_COMMENT_EMPTY: 'Escribe algo o añade una foto',
  ISSUE_COMMENT_NOT_YOURS: 'Solo puedes cambiar tus propios comentarios',
  ISSUE_COMMENT_EDIT_EXPIRED:
    'Un comentario solo se puede editar en los {minutes} minutos siguientes a su publicación',
  ISSUE_COMMENT_DELETED: 'Este comentario fue eliminado',
  ISSUE_COMMENT_PHOTO_LIMIT: 'Un comentario admite como máximo {max} fotos',
  ISSUE_MENTION_NOT_READER: 'Solo puedes mencionar a quien puede ver esta tarea',
  ISSUE_ATTACHMENT_LIMIT: 'Una tarea admite como máximo {max} adjuntos',
  ISSUE_ATTACHMENT_TYPE: 'Adjunta solo fotos (JPEG, PNG, WebP) o archivos PDF',
  ISSUE_ATTACHMENT_NOT_FOUND: 'No existe ese adjunto en esta tarea',
  ISSUE_ATTACHMENT_NONE: 'Elige al menos una foto o un archivo PDF para adjuntar',

  // settings, reports, import
  ISSUE_RANGE_INVALID: 'La fecha de inicio no puede ser posterior a la fecha de fin',
  ISSUE_IMPORT_FILE: 'Sube un archivo Excel (.xlsx) o CSV',
  ISSUE_IMPORT_EMPTY: 'El archivo no tiene filas para importar',
  ISSUE_IMPORT_TOO_MANY: 'Una lista de defectos tiene como máximo {max} filas',
  ISSUE_IMPORT_BAD_ROWS: '{count} filas tienen problemas: no se guardó nada',
  ISSUE_IMPORT_MISSING_COLUMN: 'El archivo no tiene la columna "{column}"',
  ISSUE_IMPORT_ROW_TITLE: 'Falta el título o supera {max} caracteres',
  ISSUE_IMPORT_ROW_PRIORITY: 'La prioridad debe ser URGENT, HIGH, NORMAL o LOW',
  ISSUE_IMPORT_ROW_DATE: 'La fecha límite debe ser una fecha (YYYY-MM-DD o DD/MM/YYYY)',
  ISSUE_IMPORT_ROW_UNIT: 'No existe la unidad "{unit}" en esta comunidad',
  ISSUE_RANGE_TOO_LONG: 'El informe abarca como máximo {max} días',
  ISSUE_IMPORT_ROW_TEXT: 'Los detalles deben tener como máximo {max} caracteres',
  ISSUE_IMPORT_ROW_LABELS:
    'Como máximo {max} etiquetas, separadas por comas, de {length} caracteres cada una como máximo',
};
