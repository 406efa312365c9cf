import { defineRefusals } from '../../platform/i18n/define-refusals';
import { ar } from './refusal-texts/ar';
import { en } from './refusal-texts/en';
import { es } from './refusal-texts/es';
import { fr } from './refusal-texts/fr';
import { it } from './refusal-texts/it';
import { th } from './refusal-texts/th';
import { zh } from './refusal-texts/zh';

/** The losservices feature's refusals in every console language; its throw sites take their helpers from here. */
export const losservicesRefusals = defineRefusals('losservices', { th, en, zh, ar, it, es, fr });
export const { badRequest, conflict, forbidden, notFound } = losservicesRefusals;
