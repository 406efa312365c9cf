import { defineRefusals } from '../../platform/i18n/define-refusals';
import { ar } from './refusal-texts/ar';
import { en } from './refusal-texts/en';
import { es } from './refusal-texts/es';
import { fr } from './refusal-texts/fr';
import { it } from './refusal-texts/it';
import { th } from './refusal-texts/th';
import { zh } from './refusal-texts/zh';

/** The announcement feature's refusals in every console language; its throw sites take their helpers from here. */
export const announcementRefusals = defineRefusals(
  'announcement',
  { th, en, zh, ar, it, es, fr },
  {
    APPROVE_DENIED: 'PERMISSION_DENIED',
    FILE_EMPTY: 'NO_FILE',
    PUBLISH_AT_REQUIRED: 'VALIDATION_FAILED',
    ANNOUNCEMENT_NOT_FOR_YOU: 'ANNOUNCEMENT_NOT_FOUND',
  },
);
export const { badRequest, conflict, forbidden, notFound, phrase, inLanguage } = announcementRefusals;
