import { defineRefusals } from '../../platform/i18n/define-refusals';
import { ar } from './refusal-texts/ar';
import { en } from './refusal-texts/en';
import { es } from './refusal-texts/es';
import { fr } from './refusal-texts/fr';
import { it } from './refusal-texts/it';
import { th } from './refusal-texts/th';
import { zh } from './refusal-texts/zh';

/**
 * The util operations' refusals in every console language, and the SMS text.
 */
export const utilRefusals = defineRefusals('util', { th, en, zh, ar, it, es, fr });
export const { badRequest, conflict, forbidden, notFound, tooManyRequests, inLanguage } = utilRefusals;
