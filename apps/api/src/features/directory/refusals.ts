import { defineRefusals } from '../../platform/i18n/define-refusals';
import { ar } from './refusal-texts/ar';
import { en } from './refusal-texts/en';
import { es } from './refusal-texts/es';
import { fr } from './refusal-texts/fr';
import { it } from './refusal-texts/it';
import { th } from './refusal-texts/th';
import { zh } from './refusal-texts/zh';

/** The directory feature's refusals in every console language; its throw sites take their helpers from here. */
export const directoryRefusals = defineRefusals(
  'directory',
  { th, en, zh, ar, it, es, fr },
  {
    UNITS_ABOVE_FLOORS: 'FLOOR_OUT_OF_RANGE',
    NO_SUCH_UNITS: 'UNIT_NOT_FOUND',
    ADMIN_INVITE_ONLY: 'ADMIN_ONLY',
    SIGNUP_INVALID: 'VALIDATION_FAILED',
    EMAIL_TAKEN_SIGN_IN_TO_REDEEM: 'EMAIL_TAKEN',
    NO_SUCH_UNIT: 'UNIT_NOT_FOUND',
  },
);
export const { badRequest, conflict, forbidden, notFound, phrase, inLanguage } = directoryRefusals;
