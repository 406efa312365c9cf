import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  OPERATOR_TOKEN_NEEDED: 'Solo el operador de la plataforma puede publicar una versión de la app',
  NO_SUCH_VERIFICATION: 'No existe esa solicitud de código',
  SMS_CODE_EXPIRED: 'El código ha caducado; pide uno nuevo',
  CODE_USED: 'Este código ya se usó',
  TOO_MANY_TRIES: 'Demasiados códigos erróneos; pide uno nuevo',
  WRONG_CODE: 'El código no es correcto',
  SMS_TEXT: 'Tu código de verificación es {code}. Caduca en 5 minutos.',
  BAD_WINDOW: 'La ventana de mantenimiento debe terminar después de empezar',
};
