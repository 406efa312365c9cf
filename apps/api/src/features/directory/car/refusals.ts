import { defineRefusals } from '../../../platform/i18n/define-refusals';
import { ar } from './refusal-texts/ar';
import { en } from './refusal-texts/en';
import { es } from './refusal-texts/es';
import { fr } from './refusal-texts/fr';
import { it } from './refusal-texts/it';
import { th } from './refusal-texts/th';
import { zh } from './refusal-texts/zh';

/** The car register's refusals in every console language; its throw sites take their helpers from here. */
export const carRefusals = defineRefusals(
  'directory-car',
  { th, en, zh, ar, it, es, fr },
  { CAR_RECORD_NOT_FOUND: 'CAR_NOT_FOUND', CAR_UNIT_UNKNOWN: 'UNIT_NOT_FOUND' },
);
export const { badRequest, conflict, forbidden, notFound, phrase, inLanguage } = carRefusals;
