import { ar } from './ar';
import { en } from './en';
import { es } from './es';
import { fr } from './fr';
import { it } from './it';
import { th } from './th';
import { zh } from './zh';

/** The platform's own refusal texts in every console language. */
export const PLATFORM_TEXTS = { th, en, zh, ar, it, es, fr };

/** Platform entries that are wording variants of a shared code a client branches on. */
export const PLATFORM_ANSWERS_AS = {
  NOT_A_PICTURE: 'UNSUPPORTED_FILE',
  PDF_TOO_LARGE: 'FILE_TOO_LARGE',
  NOT_PDF_OR_PICTURE: 'UNSUPPORTED_FILE',
  PICTURE_TOO_LARGE: 'FILE_TOO_LARGE',
  NO_SPREADSHEET: 'NO_FILE',
  NOT_XLSX: 'UNSUPPORTED_FILE',
  TOO_MANY_ATTEMPTS: 'TOO_MANY_REQUESTS',
  COMMUNITY_FORBIDDEN: 'FORBIDDEN',
  UNSAFE_TEXT: 'VALIDATION_FAILED',
} as const satisfies Partial<Record<keyof typeof en, string>>;
