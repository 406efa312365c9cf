import { defineRefusals } from '../platform/i18n/define-refusals';
import { ar } from './refusal-texts/ar';
import { en } from './refusal-texts/en';
import { es } from './refusal-texts/es';
import { fr } from './refusal-texts/fr';
import { it } from './refusal-texts/it';
import { th } from './refusal-texts/th';
import { zh } from './refusal-texts/zh';

/** The operator commands' refusals in every console language; its throw sites take their helpers from here. */
export const operatorRefusals = defineRefusals(
  'operator',
  { th, en, zh, ar, it, es, fr },
  {
    NO_USER_WITH_EMAIL: 'USER_NOT_FOUND',
    USER_EXISTS: 'EMAIL_TAKEN',
    OPERATOR_ONLY: 'FORBIDDEN',
  },
);
export const { badRequest, conflict, forbidden, notFound, phrase, inLanguage } = operatorRefusals;
