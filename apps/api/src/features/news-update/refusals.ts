import { defineRefusals } from '../../platform/i18n/define-refusals';
import { ar } from './refusal-texts/ar';
import { en } from './refusal-texts/en';
import { es } from './refusal-texts/es';
import { fr } from './refusal-texts/fr';
import { it } from './refusal-texts/it';
import { th } from './refusal-texts/th';
import { zh } from './refusal-texts/zh';

/** The news-update feature's refusals in every console language; its throw sites take their helpers from here. */
export const newsUpdateRefusals = defineRefusals(
  'news-update',
  { th, en, zh, ar, it, es, fr },
  {
    NO_NEWS_WITH_ID: 'NEWS_NOT_FOUND',
  },
);
export const { badRequest, conflict, forbidden, notFound, phrase, inLanguage } = newsUpdateRefusals;
