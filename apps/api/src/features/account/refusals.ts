import { defineRefusals } from '../../platform/i18n/define-refusals';
import { ar } from './refusal-texts/ar';
import { en } from './refusal-texts/en';
import { es } from './refusal-texts/es';
import { fr } from './refusal-texts/fr';
import { it } from './refusal-texts/it';
import { th } from './refusal-texts/th';
import { zh } from './refusal-texts/zh';

/** The account feature's refusals in every console language; its throw sites take their helpers from here. */
export const accountRefusals = defineRefusals(
  'account',
  { th, en, zh, ar, it, es, fr },
  {
    NO_LONGER_MEMBER: 'FORBIDDEN',
    EMAIL_IN_USE: 'EMAIL_TAKEN',
    WRONG_CREDENTIALS: 'invalid_grant',
    REFRESH_TOKEN_INVALID: 'invalid_grant',
    SESSION_ENDED: 'invalid_grant',
    REFRESH_TOKEN_EXPIRED: 'invalid_grant',
    REFRESH_TOKEN_REUSED: 'invalid_grant',
    ACCOUNT_DISABLED: 'invalid_grant',
    SOCIAL_CODE_INVALID: 'invalid_grant',
  },
);
export const { badRequest, conflict, forbidden, notFound, phrase, inLanguage } = accountRefusals;
