import type { Wordings } from '../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  OPERATOR_ONLY: 'Los comandos del operador solo se aceptan desde esta máquina con el token del operador',
  NO_USER_WITH_EMAIL: 'No existe el usuario {email}',
  USER_EXISTS: 'El usuario {email} ya existe',
  UNKNOWN_COMMAND: 'Comando desconocido {name}. Comandos: {commands}',
  BAD_ARGUMENTS: '{problems}\nUso: {usage}',
};
