import { defineRefusals } from '../../platform/i18n/define-refusals';
import { ar } from './refusal-texts/ar';
import { en } from './refusal-texts/en';
import { es } from './refusal-texts/es';
import { fr } from './refusal-texts/fr';
import { it } from './refusal-texts/it';
import { th } from './refusal-texts/th';
import { zh } from './refusal-texts/zh';

/** The parcel feature's refusals in every console language; its throw sites take their helpers from here. */
export const parcelRefusals = defineRefusals(
  'parcel',
  { th, en, zh, ar, it, es, fr },
  {
    LAST_KEY_NOT_VALID: 'INVALID_LAST_KEY',
    HANDED_OUT_BEFORE_ARRIVAL: 'INVALID_TIME',
    PARCEL_UNDO_TOO_LATE: 'PARCEL_STATE',
    UNIT_NOT_IN_COMMUNITY: 'UNIT_NOT_FOUND',
    RECIPIENT_NOT_RESIDENT: 'NOT_A_RESIDENT',
    NOT_YOUR_PARCEL: 'PARCEL_NOT_FOUND',
    PARCELS_NOT_FOUND: 'PARCEL_NOT_FOUND',
    NO_IMPORT_FILE: 'NO_FILE',
    NO_FILE_FIELD: 'NO_FILE',
    NOT_XLSX_OR_CSV: 'UNSUPPORTED_FILE',
  },
);
export const { badRequest, conflict, forbidden, notFound, phrase, inLanguage } = parcelRefusals;
