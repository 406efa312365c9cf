import type { Wordings } from '../../../platform/i18n/define-refusals';
import type { en } from './en';

/** Spanish. */
export const es: Wordings<typeof en> = {
  invalid_grant: 'No se ha aceptado el inicio de sesión',
  WRONG_CREDENTIALS: 'El correo electrónico o la contraseña no son correctos',
  REFRESH_TOKEN_INVALID: 'El token de actualización no es válido',
  SESSION_ENDED: 'Esta sesión ha terminado. Vuelve a iniciar sesión.',
  REFRESH_TOKEN_EXPIRED: 'El token de actualización ha caducado',
  REFRESH_TOKEN_REUSED:
    'Este token de actualización ya se usó; se ha cerrado la sesión. Vuelve a iniciar sesión.',
  EMAIL_TAKEN: 'Ya existe una cuenta con este correo electrónico',
  EMAIL_IN_USE: 'Otra cuenta ya usa este correo electrónico',
  INVALID_RESET_TOKEN: 'Este enlace de restablecimiento ha caducado o ya se usó. Pide uno nuevo.',
  USER_NOT_FOUND: 'Esta cuenta ya no existe',
  NOT_A_MEMBER: 'No eres miembro de esa comunidad',
  NOT_YOURSELF: 'Solo puedes crear un traspaso para ti',
  INVALID_HANDOVER: 'Este traspaso ha caducado o ya se usó',
  NO_LONGER_MEMBER: 'Ya no eres miembro de esta comunidad',
  ACCOUNT_DISABLED: 'Esta cuenta ha sido desactivada. Contacta con el administrador.',
  WRONG_PASSWORD: 'La contraseña actual no es correcta',
  INVALID_CODE: 'El código de verificación no es correcto',
  CODE_EXPIRED: 'El código de verificación ha caducado. Pide uno nuevo.',
  IDENTITY_IN_USE: 'Otra cuenta ya inicia sesión con esto',
  IDENTITY_ALREADY_YOURS: 'Ya inicias sesión con esto',
  PRIMARY_IDENTITY: 'El correo principal de la cuenta no se puede quitar; cámbialo en el perfil',
  IDENTITY_NOT_FOUND: 'No inicias sesión con esto',
  LAST_IDENTITY: 'Es tu única forma de iniciar sesión; añade otra antes de quitarla',
  PROFILE_NOT_FOUND: 'Esta persona no es miembro de la comunidad',
  SOCIAL_CODE_INVALID:
    'Este enlace de inicio de sesión ha caducado o ya se ha usado. Inicia sesión de nuevo.',
  SOCIAL_NOT_CONFIGURED: 'El inicio de sesión con este proveedor no está configurado',
  SOCIAL_STATE_MISMATCH:
    'Este inicio de sesión no empezó en este navegador o ha caducado. Empieza de nuevo desde la página de inicio de sesión.',
};
